import { setPolyfills, type FeatureDefinition } from '@growthbook/growthbook-react';
import type { AppSettings } from '@school/contract';
import { setAppSettings } from '../config/app-settings';
import { resetFlagsClient } from './flags-client';

export const TEST_SETTINGS: AppSettings = {
  variant: 'RU',
  productName: 'Вектор',
  timeZone: 'Europe/Moscow',
  timeZoneLabel: 'МСК',
  currency: 'RUB',
  locale: 'ru-RU',
  supportPhone: '',
  flagsClientKey: 'sdk-web',
};

/**
 * Tests only: a fresh flag client whose feature requests are answered by `answer` (a payload of
 * the given flags by default). Returns the requested URLs.
 */
export async function serveFlags(
  flags: Record<string, FeatureDefinition> = {},
  answer: () => Promise<Response> = async () =>
    Response.json({ status: 200, features: flags, dateUpdated: '2025-01-01' }),
): Promise<string[]> {
  await resetFlagsClient();
  localStorage.clear();
  setAppSettings(TEST_SETTINGS);
  const urls: string[] = [];
  setPolyfills({
    fetch: ((url: string) => {
      urls.push(url);
      return answer();
    }) as typeof fetch,
  });
  return urls;
}
