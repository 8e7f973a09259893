import type { Texts } from './i18n';

const kk: Texts = {
  redirecting: {
    title: 'Кіру бетіне өтудеміз…',
    description: 'Ештеңе болмаса, төмендегі батырманы басыңыз.',
    button: 'Кіруге өту',
  },
  callback: {
    signingIn: 'Кірудеміз…',
    failedTitle: 'Кіру мүмкін болмады',
    failedText: 'Кіру сілтемесі ескірген немесе бұрын пайдаланылған. Қайта кіріп көріңіз.',
    retry: 'Қайталап көру',
  },
  dec: {
    signingIn: 'Кірудеміз…',
    failedText:
      'Басқа платформадан кіру сілтемесі ескірген немесе қате. Құпиясөзбен кіріңіз немесе қайта өтіп көріңіз.',
  },
  vk: {
    signingIn: 'VK ID арқылы кірудеміз…',
    connecting: 'ВКонтакте қосылуда…',
    failedText: 'VK ID кіруді растамады. Қайталап көріңіз.',
    staleAnswer:
      'VK ID жауабы бұл кіруге қатысты емес: кіру басқа қойындыда басталған болуы мүмкін. Кіруді қайта бастаңыз.',
  },
};

const en: Texts = {
  redirecting: {
    title: 'Taking you to the sign-in page…',
    description: 'If nothing happens, press the button below.',
    button: 'Go to sign in',
  },
  callback: {
    signingIn: 'Signing you in…',
    failedTitle: 'Could not sign in',
    failedText: 'The sign-in link has expired or was already used. Please sign in again.',
    retry: 'Try again',
  },
  dec: {
    signingIn: 'Signing you in…',
    failedText:
      'The sign-in link from the other platform has expired or is invalid. Sign in with your password or follow the link again.',
  },
  vk: {
    signingIn: 'Signing in with VK ID…',
    failedText: 'VK ID did not confirm the sign-in. Please try again.',
    connecting: 'Connecting VK…',
    staleAnswer: 'This VK ID answer belongs to another sign-in, perhaps started in another tab. Please start again.',
  },
};

/** The Kazakh and English texts of the sign-in redirects, loaded only for those languages (i18n.ts). */
export const otherTranslations = { kk: { auth: kk }, en: { auth: en } };
