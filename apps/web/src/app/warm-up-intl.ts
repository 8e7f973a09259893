import { dateTimeFormat, numberFormat } from '@school/contract';

/**
 * Issue 8: a page load's first Intl formatters are costly on a phone (about 50 ms for the first
 * number format and 15 ms for the first dates in a time zone, 4× slowed: ICU loads the locale's data
 * and the zone's rules), and made in the first render they lengthened its longest tasks. Start-up
 * makes them while it waits for the server, where the main thread is idle: the same cached
 * formatters the pages use (contract intl.ts), and the locale's data for those they make with other
 * options. Each in a task of its own: together they were one long task (about 75 ms).
 */
export function warmUpIntl({ locale, timeZone }: { locale: string; timeZone: string }): void {
  const formatters = [
    () => numberFormat(locale),
    () => dateTimeFormat(locale, { timeZone }),
    () => dateTimeFormat(locale, { timeZone: 'UTC' }),
    // The calendar day in the deployment's zone (ISO order), which lesson and result lists work out.
    () => dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ];
  for (const make of formatters) setTimeout(make, 0);
}
