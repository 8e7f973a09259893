const DAY_MS = 24 * 60 * 60 * 1000;
/** The manager looks four weeks ahead. */
export const UPCOMING_DAYS = 28;

/** From this hour to four weeks ahead; whole hours keep the query key still while the page is open. */
export function upcomingRange(now: Date): { from: string; to: string } {
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  return { from: hour.toISOString(), to: new Date(hour.getTime() + UPCOMING_DAYS * DAY_MS).toISOString() };
}
