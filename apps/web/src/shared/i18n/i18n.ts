import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { kk } from './locales/kk';
import { ru } from './locales/ru';

export const LANGUAGE_KEY = 'language';
export type LanguageCode = 'ru' | 'kk' | 'en';
export type Translations = Record<string, unknown>;

/** Russian is the default; Kazakh and English are the other languages (spec 1 §1). */
void i18n.use(initReactI18next).init({
  resources: { ru: { translation: ru }, kk: { translation: kk }, en: { translation: en } },
  lng: (localStorage.getItem(LANGUAGE_KEY) as LanguageCode | null) ?? 'ru',
  fallbackLng: 'ru',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A feature adds its own texts when its code loads, so each lazy page brings only its keys. */
export function addTranslations(resources: Record<LanguageCode, Translations>): void {
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, 'translation', bundle, true, false);
  }
}

export function changeLanguage(language: LanguageCode): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export { i18n };
