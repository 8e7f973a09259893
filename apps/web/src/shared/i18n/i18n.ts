import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { kk } from './locales/kk';
import { ru } from './locales/ru';

export const LANGUAGE_KEY = 'language';
export type LanguageCode = 'ru' | 'kk' | 'en';
export type Translations = Record<string, unknown>;

const LANGUAGES: readonly LanguageCode[] = ['ru', 'kk', 'en'];

/** The language chosen on this browser, if it is one we speak. */
function storedLanguage(): LanguageCode | null {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.find((code) => code === stored) ?? null;
}

/** Russian is the default; Kazakh and English are the other languages (spec 1 §1). */
void i18n.use(initReactI18next).init({
  resources: { ru: { translation: ru }, kk: { translation: kk }, en: { translation: en } },
  lng: storedLanguage() ?? 'ru',
  fallbackLng: 'ru',
  interpolation: { escapeValue: false },
  returnNull: false,
});
// `<html lang>` follows the interface language from the first paint on, after a reload too (issue 8):
// screen readers pronounce the page and browsers hyphenate and translate by it.
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** A feature adds its own texts when its code loads, so each lazy page brings only its keys. */
export function addTranslations(resources: Record<LanguageCode, Translations>): void {
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, 'translation', bundle, true, false);
  }
}

export function changeLanguage(language: LanguageCode): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  void i18n.changeLanguage(language);
}

export { i18n };
