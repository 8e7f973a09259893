import type { AppSettings, Variant } from '@school/contract';

/** Spec 1 §9, spec 2 §1: Almaty time in KZ, Moscow time elsewhere, labelled 'МСК' only in RU. */
const VARIANT_SETTINGS: Record<Variant, Omit<AppSettings, 'variant' | 'flagsClientKey'>> = {
  RU: {
    productName: 'Вектор',
    timeZone: 'Europe/Moscow',
    timeZoneLabel: 'МСК',
    currency: 'RUB',
    locale: 'ru-RU',
    supportPhone: '+7 800 555-35-35',
  },
  KZ: {
    productName: 'Вектор KZ',
    timeZone: 'Asia/Almaty',
    timeZoneLabel: null,
    currency: 'KZT',
    locale: 'ru-RU',
    supportPhone: '+7 727 355-35-35',
  },
  ONE: {
    productName: 'Вектор ONE',
    timeZone: 'Europe/Moscow',
    timeZoneLabel: null,
    currency: 'RUB',
    locale: 'ru-RU',
    supportPhone: '+7 800 555-35-36',
  },
  ACADEMY: {
    productName: 'Вектор Академия',
    timeZone: 'Europe/Moscow',
    timeZoneLabel: null,
    currency: 'RUB',
    locale: 'ru-RU',
    supportPhone: '+7 800 555-35-37',
  },
};

export const FLAGS_CLIENT_KEY = 'sdk-web';

export function appSettings(variant: Variant): AppSettings {
  return { variant, flagsClientKey: FLAGS_CLIENT_KEY, ...VARIANT_SETTINGS[variant] };
}
