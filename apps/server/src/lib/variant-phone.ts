import { isValidPhoneFor, PHONE_ERROR, type Variant } from '@school/contract';
import { fieldError } from '../plugins/errors.js';

/**
 * Spec 1 §5 "the Kazakhstan variant forces the KZ country", held by the server too (docs/kaspi.md):
 * on the KZ variant every phone an endpoint takes must be a Kazakh number (+7 70x, 76x, 77x, eleven
 * digits), else 400 with the spec's message on that field. Other variants keep their own rules.
 * A leading '+' (the tutor profile's format) is not part of the number.
 */
export function checkVariantPhone(variant: Variant, phone: string, attr = 'phone'): void {
  if (variant !== 'KZ') return;
  const digits = phone.startsWith('+') ? phone.slice(1) : phone;
  if (!isValidPhoneFor(digits, variant)) throw fieldError(attr, PHONE_ERROR);
}
