import type { Variant } from '@school/contract';

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

/**
 * What the user typed (or pasted) as the digits we send: the country code and the
 * national number. Text shown by the mask starts with '+', so its leading digits
 * are the code; anything else typed is the national part (a pasted 8-prefixed
 * Russian number loses its 8).
 */
export function parsePhoneInput(raw: string, country: PhoneCountry): string {
  const rule = PHONE_COUNTRIES[country];
  const digits = raw.replace(/\D/g, '');
  let national: string;
  if (raw.trim().startsWith('+')) national = digits.startsWith(rule.code) ? digits.slice(rule.code.length) : digits;
  else if (rule.code === '7' && digits.length === 11 && /^[78]/.test(digits)) national = digits.slice(1);
  else national = digits;
  national = national.slice(0, phoneLength(country) - rule.code.length);
  return national ? rule.code + national : '';
}

/** The digits shown through the country's mask; literals only up to the last digit, so deleting never sticks. */
export function formatPhone(digits: string, country: PhoneCountry): string {
  const rule = PHONE_COUNTRIES[country];
  const national = digits.startsWith(rule.code) ? digits.slice(rule.code.length) : digits;
  if (!national) return '';
  let out = '';
  let pending = '';
  let next = 0;
  for (const char of rule.mask) {
    if (char !== '#') {
      pending += char;
      continue;
    }
    if (next >= national.length) break;
    out += pending + national[next++];
    pending = '';
  }
  return out;
}
