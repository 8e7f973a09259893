import { dateTimeFormat } from '@school/contract';

const LOCALES: Record<string, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB' };

export interface ZoneSettings {
  timeZone: string;
  timeZoneLabel: string | null;
}

/**
 * A lesson's date and time in the deployment's time zone, labelled 'МСК' in the RU variant
 * (spec 1 §9), whatever the viewer's own time zone is.
 */
export function formatLessonDate(iso: string, language: string, zone: ZoneSettings): string {
  const text = dateTimeFormat(LOCALES[language] ?? 'ru-RU', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone.timeZone,
  }).format(new Date(iso));
  return zone.timeZoneLabel ? `${text} ${zone.timeZoneLabel}` : text;
}

/** Whole hours, minutes and seconds of a watched time. */
export function durationParts(seconds: number): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.round(seconds));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}
