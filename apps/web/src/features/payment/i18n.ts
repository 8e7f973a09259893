import { addTranslations } from '../../shared/i18n/i18n';
import '../../shared/cart/i18n';
import { en } from './locales/en';
import { kk } from './locales/kk';
import { ru } from './locales/ru';

/** Spec 2 §8 texts keep the spec's own keys ('failed to pay', 'failed_to_go_to_payment', …). */
addTranslations({ ru, kk, en });
