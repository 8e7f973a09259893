import { PHONE_COUNTRIES, phoneLength, type PhoneCountry } from '@school/contract';

// Spec 1 §5: the rules live in the contract, so the server refuses what the form refuses.
export {
  PHONE_COUNTRIES,
  PHONE_ERROR,
  phoneLength,
  phoneCountriesFor,
  isValidPhone,
  type PhoneCountry,
  type PhoneCountryRule,
} from '@school/contract';

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
