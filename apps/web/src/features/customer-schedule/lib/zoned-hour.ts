/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - instant) / 60000);
}

/**
 * The instant of a wall-clock date and hour in a zone ("2026-03-05", 18, Europe/Moscow →
 * 2026-03-05T15:00:00.000Z): the manager picks times in the school's zone (spec 2 §1).
 */
export function zonedHour(date: string, hour: number, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour);
  let instant = wall - offsetMinutes(wall, timeZone) * 60000;
  // A second pass settles a zone whose offset changes between the guess and the answer (DST).
  instant = wall - offsetMinutes(instant, timeZone) * 60000;
  return new Date(instant).toISOString();
}

/** The wall-clock date ("2026-03-05") and hour of an instant in a zone, to prefill the form. */
export function wallDateHour(iso: string, timeZone: string): { date: string; hour: number } {
  const instant = new Date(iso).getTime();
  const shifted = new Date(instant + offsetMinutes(instant, timeZone) * 60000);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}
