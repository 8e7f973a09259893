/** Spec 2 §5: repeated spaces of the cart full name collapse when the field loses focus. */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The contract's full-name messages (spec 2 §5 texts) and the i18n keys that show them. */
const MESSAGE_KEYS: Record<string, string> = {
  'Обязательное поле': 'payment.errors.required',
  'field can contain only Russian letters': 'payment.errors.fullNameLetters',
  'enter full name in format last name, first name, patronymic': 'payment.errors.fullNameWords',
  "full name can't contain less than 2 letters": 'payment.errors.fullNamePart',
};

export function fullNameMessageKey(message: string | undefined): string | undefined {
  return message === undefined ? undefined : (MESSAGE_KEYS[message] ?? message);
}
