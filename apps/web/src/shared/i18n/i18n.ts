import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

// Most visitors read Russian: the shell's Kazakh and English texts are chunks of their own, loaded
// only for a visitor who chose them (issue 8: the first visit's budget).
const OTHER_LOCALES: Record<Exclude<LanguageCode, 'ru'>, () => Promise<Translations>> = {
  kk: () => import('./locales/kk').then((module) => module.kk),
  en: () => import('./locales/en').then((module) => module.en),
};

const loadedLocales = new Set<LanguageCode>(['ru']);

type OtherLanguage = Exclude<LanguageCode, 'ru'>;
type OtherTexts = Record<OtherLanguage, Translations>;
/** Features' Kazakh and English texts that load apart from their code (`addTranslationsLazily`). */
const otherFeatureTexts: Array<() => Promise<OtherTexts>> = [];

async function loadLocale(language: LanguageCode): Promise<void> {
  if (language === 'ru') return;
  await Promise.all(otherFeatureTexts.map(async (load) => addFeatureTexts(language, await load())));
  if (loadedLocales.has(language)) return;
  const texts = await OTHER_LOCALES[language]();
  loadedLocales.add(language);
  // Features may have added their own texts of this language already: they are kept.
  i18n.addResourceBundle(language, 'translation', texts, true, false);
}

function addFeatureTexts(language: OtherLanguage, texts: OtherTexts): void {
  i18n.addResourceBundle(language, 'translation', texts[language], true, true);
}

/** Russian is the default; Kazakh and English are the other languages (spec 1 §1). */
const initial = storedLanguage() ?? 'ru';
void i18n.use(initReactI18next).init({
  resources: { ru: { translation: ru } },
  lng: initial,
  fallbackLng: 'ru',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Its advertisement in every visitor's console is not ours to show.
  showSupportNotice: false,
});
// Until its chunk arrives a Kazakh or English page shows Russian; then it re-renders in its language.
if (initial !== 'ru') switchWhenLoaded(initial);
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

/**
 * A feature's Russian texts, and its Kazakh and English ones as a chunk of their own: those load when the interface
 * is in one of those languages, or is switched to it (issue 8: the sign-in page, every user's
 * first visit, carries only the Russian texts). Until they arrive the feature shows Russian.
 */
export function addTranslationsLazily(ru: Translations, load: () => Promise<OtherTexts>): void {
  i18n.addResourceBundle('ru', 'translation', ru, true, false);
  let loading: Promise<OtherTexts> | undefined;
  const loadOnce = () => (loading ??= load());
  otherFeatureTexts.push(loadOnce);
  const language = i18n.language as LanguageCode;
  if (language === 'ru' || !LANGUAGES.includes(language)) return;
  void loadOnce().then((texts) => {
    addFeatureTexts(language, texts);
    // The texts are in: the pages already shown re-render in their language.
    if (i18n.language === language) void i18n.changeLanguage(language);
  });
}

/** Switches once the language's texts are here, unless another language was chosen meanwhile. */
function switchWhenLoaded(language: LanguageCode): void {
  void loadLocale(language).then(() => {
    if ((storedLanguage() ?? 'ru') === language) void i18n.changeLanguage(language);
  });
}

export function changeLanguage(language: LanguageCode): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  switchWhenLoaded(language);
}

export { i18n };
