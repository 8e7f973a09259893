import { FULL_NAME_MESSAGES } from '@school/contract';

/** Spec 2 §5: repeated spaces of the cart full name collapse when the field loses focus. */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The contract's full-name messages (spec 2 §5 texts) and the i18n keys that show them. */
const MESSAGE_KEYS: Record<string, string> = {
  'Обязательное поле': 'payment.errors.required',
  [FULL_NAME_MESSAGES.letters]: 'payment.errors.fullNameLetters',
  [FULL_NAME_MESSAGES.words]: 'payment.errors.fullNameWords',
  [FULL_NAME_MESSAGES.part]: 'payment.errors.fullNamePart',
};

export function fullNameMessageKey(message: string | undefined): string | undefined {
  return message === undefined ? undefined : (MESSAGE_KEYS[message] ?? message);
}
