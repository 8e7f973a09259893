import { dateTimeFormat } from '@school/contract';

const LOCALES: Record<string, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB' };
/** A deadline this close is shown in red (issue 10: "red when near/overdue"). */
export const NEAR_DEADLINE_MS = 48 * 3600_000;

export type DeadlineUrgency = 'overdue' | 'near' | 'later';

export function deadlineUrgency(deadline: string, now: Date): DeadlineUrgency {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left <= 0) return 'overdue';
  return left <= NEAR_DEADLINE_MS ? 'near' : 'later';
}

/** "28 ноября, 23:59 МСК": the deployment's zone and label (spec 1 §9), whatever the viewer's zone. */
export function formatDeadline(
  deadline: string,
  language: string,
  zone: { timeZone: string; timeZoneLabel: string | null },
): string {
  const text = dateTimeFormat(LOCALES[language] ?? 'ru-RU', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone.timeZone,
  }).format(new Date(deadline));
  return zone.timeZoneLabel ? `${text} ${zone.timeZoneLabel}` : text;
}
