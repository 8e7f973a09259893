import { formatDay, formatTime } from '../lessons/lesson-format';
import { useTimeSettings } from '../lessons/use-lesson-format';

/** "26 ноября, 18:00 МСК" in the deployment's time zone (spec 1 §9): a deadline is to the minute. */
export function useDateTime(): (iso: string) => string {
  const settings = useTimeSettings();
  const now = new Date();
  return (iso) => {
    const date = new Date(iso);
    return `${formatDay(date, now, settings)}, ${formatTime(date, settings)}`;
  };
}
