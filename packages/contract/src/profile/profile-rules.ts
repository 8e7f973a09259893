import type { Variant } from '../settings/settings.contract.js';

/*
 * Spec 1 §5 validation rules as plain functions and patterns: the zod schemas of the contract
 * (profile.schema.ts), the server and the web forms use these, so both sides refuse the same input.
 */

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

/** Spec 1 §5 messages, exactly as written: the keys the web translates (`{min}`, `{max}` filled). */
export const NAME_MESSAGES = {
  required: 'last name and first name are required',
  symbols: 'field can only contain Cyrillic letters and a hyphen',
  length: 'parts of the name must contain between {min} and {max} characters',
} as const;
export type NameMessage = (typeof NAME_MESSAGES)[keyof typeof NAME_MESSAGES];

/** The same messages as the interface shows them (Russian): the server's error details and the web's ru texts. */
export const NAME_MESSAGES_RU: Record<NameMessage, string> = {
  [NAME_MESSAGES.required]: 'Укажи фамилию и имя',
  [NAME_MESSAGES.symbols]: 'Поле может содержать только русские буквы и дефис',
  [NAME_MESSAGES.length]: `Части имени должны содержать от ${NAME_PART_MIN} до ${NAME_PART_MAX} символов`,
};

/** The first broken rule of one name part, or null. */
export function namePartProblem(value: string, variant: Variant): NameMessage | null {
  if (!namePartPattern(variant).test(value)) return NAME_MESSAGES.symbols;
  if (value.length < NAME_PART_MIN || value.length > NAME_PART_MAX) return NAME_MESSAGES.length;
  return null;
}

/** Spec 1 §5 full name: empty is valid; otherwise at least last and first name, each a valid part. */
export function fullNameProblem(value: string, variant: Variant): NameMessage | null {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length < 2) return NAME_MESSAGES.required;
  for (const word of words) {
    const problem = namePartProblem(word, variant);
    if (problem) return problem;
  }
  return null;
}

/** Spec 1 §5, §9: starts with a letter, then letters, digits or underscore; 5 to 32 in total. */
export const TELEGRAM_USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
export const TELEGRAM_MESSAGE = 'username is incorrect';

export type PhoneCountry = 'ru' | 'by' | 'kz';

export interface PhoneCountryRule {
  /** Country calling code, the fixed start of the mask. */
  code: string;
  /** Spec 1 §5: the number must start with one of these. */
  prefixes: readonly string[];
  /** '#' is a digit after the code. */
  mask: string;
}

/** Spec 1 §3 country options and spec 1 §5 prefixes: Russia 79 (+7), Belarus 375, Kazakhstan 70/76/77 (+7). */
export const PHONE_COUNTRIES: Record<PhoneCountry, PhoneCountryRule> = {
  ru: { code: '7', prefixes: ['79'], mask: '+7 (###) ###-##-##' },
  by: { code: '375', prefixes: ['375'], mask: '+375 (##) ###-##-##' },
  kz: { code: '7', prefixes: ['70', '76', '77'], mask: '+7 (###) ###-##-##' },
};

/** Spec 1 §5 message, exactly as written. */
export const PHONE_ERROR = 'Введите корректный номер телефона';

/** Digits of a whole number, code included. */
export function phoneLength(country: PhoneCountry): number {
  const rule = PHONE_COUNTRIES[country];
  return rule.code.length + rule.mask.split('#').length - 1;
}

/** Spec 1 §5: the Kazakhstan variant forces the KZ country. */
export function phoneCountriesFor(variant: Variant): PhoneCountry[] {
  return variant === 'KZ' ? ['kz'] : ['ru', 'by', 'kz'];
}

/** Spec 1 §5: exactly the digit count of the country's format and one of its prefixes. */
export function isValidPhone(digits: string, country: PhoneCountry): boolean {
  const rule = PHONE_COUNTRIES[country];
  return (
    /^\d+$/.test(digits) && digits.length === phoneLength(country) && rule.prefixes.some((p) => digits.startsWith(p))
  );
}

/** A phone valid for one of the variant's countries (the server does not know which was chosen). */
export const isValidPhoneFor = (digits: string, variant: Variant): boolean =>
  phoneCountriesFor(variant).some((country) => isValidPhone(digits, country));

/** Spec 1 §5, §9: the SMS code has 4 digits. */
export const SMS_CODE_LENGTH = 4;
export const SMS_CODE = /^\d{4}$/;
