import { dateTimeFormat } from '@school/contract';

/** `<input type="datetime-local">`'s value: YYYY-MM-DDTHH:mm. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall clock of `date` in a time zone as a datetime-local value. */
export function zonedInputOf(date: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A datetime-local value read in the deployment's time zone (spec 1 §9: deadlines are the school's
 * time, "23:59 МСК", whatever the tutor's computer says) as an ISO instant; null when not a time.
 */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // The zone's offset at that moment: the wall clock it shows for the guess, minus the guess.
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = zonedInputOf(new Date(instant), timeZone);
    const [y, mo, d, h, mi] = LOCAL.exec(shown)!.slice(1).map(Number) as [number, number, number, number, number];
    instant = wall - (Date.UTC(y, mo - 1, d, h, mi) - instant);
  }
  return new Date(instant).toISOString();
}

/** The default deadline: a week ahead, at 23:59 of that day in the school's zone. */
export function defaultDeadlineInput(now: Date, timeZone: string, days = 7): string {
  return `${zonedInputOf(new Date(now.getTime() + days * 86_400_000), timeZone).slice(0, 10)}T23:59`;
}
