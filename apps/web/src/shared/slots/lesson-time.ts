import { dateTimeFormat } from '@school/contract';

/** "пн, 3 марта, 18:00" in the deployment's time zone (spec 2 §1: times show in the school's zone). */
export function lessonWhen(startsAt: string, language: string, timeZone: string): string {
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(startsAt));
}
