import { z } from '../zod.js';

export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_MIN_LENGTH = 6;
/** Spec 1 §5: latin, cyrillic, digits and @,!#$%&'*+-/=?^_`{|}~ */
export const PASSWORD_ALLOWED = /^[A-Za-zА-Яа-яЁё0-9@,!#$%&'*+\-/=?^_`{|}~]*$/;
export const PASSWORD_ALLOWED_HINT = "латинские и русские буквы, цифры и символы @,!#$%&'*+-/=?^_`{|}~";

/** A password as typed at login: only the length and character rules (spec 1 §5). */
export const PasswordInputSchema = z
  .string()
  .min(1, 'Обязательное поле')
  .max(PASSWORD_MAX_LENGTH)
  .regex(PASSWORD_ALLOWED, `Пароль может содержать только ${PASSWORD_ALLOWED_HINT}`);

/** A new password also has the registration length of spec 2 §5 (6 to 40). */
export const NewPasswordSchema = PasswordInputSchema.min(PASSWORD_MIN_LENGTH, 'Не менее 6 символов').max(
  40,
  'Не более 40 символов',
);
