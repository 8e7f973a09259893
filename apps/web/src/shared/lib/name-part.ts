import type { Variant } from '@school/contract';

const CYRILLIC = 'А-Яа-яЁё';
const KAZAKH_EXTRA = 'ӘәҒғҚқҢңӨөҰұҮүҺһІі';

/** Spec 1 §5 name part: Cyrillic letters (Kazakh ones too in the KZ variant) with one optional hyphen. */
export function namePartPattern(variant: Variant): RegExp {
  const letters = variant === 'KZ' ? CYRILLIC + KAZAKH_EXTRA : CYRILLIC;
  return new RegExp(`^[${letters}]+(-[${letters}]+)?$`);
}

/** Spec 1 §9: a name part has 2 to 40 characters. */
export const NAME_PART_MIN = 2;
export const NAME_PART_MAX = 40;
