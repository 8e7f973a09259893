import type { Variant } from './settings.contract.js';

/** Spec 1 §6 feature availability per deployment variant. */
export const VARIANT_FEATURES = {
  passwordChange: ['RU', 'KZ', 'ONE', 'ACADEMY'],
  phoneChange: ['KZ'],
  emailChange: ['KZ'],
  referralProgram: ['RU', 'KZ', 'ONE', 'ACADEMY'],
  referralNeedsSocialAccount: ['RU', 'ONE'],
  chatStyling: ['RU', 'KZ'],
  profileDocuments: ['RU', 'ONE', 'ACADEMY'],
  birthdayEdit: ['RU', 'ONE'],
  vkLinkInProfile: ['RU', 'ONE'],
  telegramInProfile: ['KZ'],
  nickname: ['RU'],
  randomCases: ['RU', 'KZ'],
  yandexStyleBadge: ['RU'],
  recommendedProductsInCart: ['RU', 'KZ', 'ONE'],
  homeIndividualTask: ['RU', 'KZ'],
  newCurrentProgress: ['RU', 'KZ'],
  goalsInProfileMenu: ['RU', 'KZ', 'ONE'],
} as const satisfies Record<string, readonly Variant[]>;

export type VariantFeature = keyof typeof VARIANT_FEATURES;

export function hasVariantFeature(variant: Variant, feature: VariantFeature): boolean {
  return (VARIANT_FEATURES[feature] as readonly Variant[]).includes(variant);
}
