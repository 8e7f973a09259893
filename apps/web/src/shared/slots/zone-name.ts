import { appSettings } from '../config/app-settings';

/** The school's own zone by its short label (МСК); another zone by its IANA name. */
export function zoneName(timeZone: string): string {
  const settings = appSettings();
  return timeZone === settings.timeZone && settings.timeZoneLabel ? settings.timeZoneLabel : timeZone;
}
