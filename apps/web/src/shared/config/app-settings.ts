import type { AppSettings } from '@school/contract';

let settings: AppSettings | null = null;

/** Deployment settings (variant, time zone, currency), loaded once before the app renders. */
export function setAppSettings(value: AppSettings): void {
  settings = value;
}

export function appSettings(): AppSettings {
  if (!settings) throw new Error('App settings are not loaded yet');
  return settings;
}

export const useAppSettings = appSettings;
