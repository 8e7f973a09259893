import { useTranslation } from 'react-i18next';
import { appSettings } from '../config/app-settings';
import { dayWord, formatDay, formatTime, splitDuration, type TimeSettings } from './lesson-format';
import './i18n';

export function useTimeSettings(): TimeSettings {
  const { i18n } = useTranslation();
  const { timeZone, timeZoneLabel } = appSettings();
  return { locale: i18n.language, timeZone, timeZoneLabel };
}

/** "Сегодня, 18:00 МСК" or "12 марта, 18:00 МСК" in the deployment's time zone (spec 1 §9). */
export function useLessonDate(startDatetime: string, now: Date): string {
  const { t } = useTranslation();
  const settings = useTimeSettings();
  const start = new Date(startDatetime);
  const word = dayWord(start, now, settings.timeZone);
  const day = word ? t(`lessonCard.day.${word}`) : formatDay(start, now, settings);
  return t('lessonCard.dateTime', { day, time: formatTime(start, settings) });
}

/** "1 ч 12 мин", "45 мин". */
export function useVideoLength(seconds: number): string {
  const { t } = useTranslation();
  const { hours, minutes } = splitDuration(seconds);
  return [hours && t('lessonCard.hours', { count: hours }), minutes && t('lessonCard.minutes', { count: minutes })]
    .filter(Boolean)
    .join(' ');
}
