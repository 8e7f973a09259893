import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { formatLessonDate } from '../lib/format';

/** Formats instants in the deployment's time zone and the reader's language. */
export function useLessonDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const { timeZone, timeZoneLabel } = appSettings();
  return (iso) => formatLessonDate(iso, i18n.language, { timeZone, timeZoneLabel });
}
