import { z } from 'zod';
import { NewPasswordSchema, PasswordInputSchema, type Variant } from '@school/contract';
import { NAME_PART_MAX, NAME_PART_MIN, namePartPattern } from '../../../shared/lib/name-part';
import { isValidPhone, PHONE_COUNTRIES, type PhoneCountry } from './phone';

/**
 * Form schemas of the identity pages. Messages of our own rules are i18n keys
 * (shown through `useErrorText`); the contract's password messages are Russian
 * texts of the spec and are shown as they are.
 */
export const E = {
  required: 'identity.errors.required',
  email: 'identity.errors.email',
  tooLong: 'identity.errors.tooLong',
  nameSymbols: 'identity.errors.nameSymbols',
  nameLength: 'identity.errors.nameLength',
  mismatch: 'identity.errors.passwordsMismatch',
  offer: 'identity.errors.offer',
  phone: 'identity.errors.phone',
} as const;

/** Spec 2 §5: email required, at most 256, valid. */
const EmailField = z.string().trim().min(1, E.required).max(256, E.tooLong).pipe(z.email(E.email));

/** Spec 1 §5 name part: Cyrillic letters (Kazakh ones too in the KZ variant), one optional hyphen, 2 to 40. */
export function namePartSchema(variant: Variant) {
  return z
    .string()
    .trim()
    .min(1, E.required)
    .regex(namePartPattern(variant), E.nameSymbols)
    .min(NAME_PART_MIN, E.nameLength)
    .max(NAME_PART_MAX, E.nameLength);
}

const samePasswords = (value: { password: string; password2: string }) => value.password === value.password2;
/** Runs even while other fields are still invalid, so the error shows at once (the value may be partial then). */
const mismatch = { path: ['password2'], message: E.mismatch, when: () => true };

export const LoginFormSchema = z.object({ email: EmailField, password: PasswordInputSchema });
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const RecoverFormSchema = z.object({ email: EmailField });
export type RecoverForm = z.infer<typeof RecoverFormSchema>;

export const CreatePasswordFormSchema = z
  .object({ password: NewPasswordSchema, password2: z.string() })
  .refine(samePasswords, mismatch);
export type CreatePasswordForm = z.infer<typeof CreatePasswordFormSchema>;

export const ChangePasswordFormSchema = z
  .object({ oldPassword: PasswordInputSchema, password: NewPasswordSchema, password2: z.string() })
  .refine(samePasswords, mismatch);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** Spec 2 §3 registration v2 fields (plus the phone's country, which is not sent). */
export function registerFormSchema(variant: Variant) {
  return z
    .object({
      firstName: namePartSchema(variant),
      lastName: namePartSchema(variant),
      email: EmailField,
      country: z.enum(['ru', 'by', 'kz']),
      phone: z.string(),
      password: NewPasswordSchema,
      password2: z.string(),
      acceptedPublicOffer: z.boolean().refine((value) => value, E.offer),
      subscribedForNews: z.boolean(),
    })
    .refine(samePasswords, mismatch)
    .refine(
      (value) => value.country in PHONE_COUNTRIES && isValidPhone(String(value.phone), value.country as PhoneCountry),
      {
        path: ['phone'],
        message: E.phone,
        when: () => true,
      },
    );
}
export type RegisterForm = z.infer<ReturnType<typeof registerFormSchema>>;
