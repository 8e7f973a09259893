import { z } from 'zod';
import { FullNameSchema, type User } from '@school/contract';
import { isValidPhone, type PhoneCountry } from '../../../shared/lib/phone';

/** Messages of our own rules are i18n keys; the contract's arrive as spec texts (see full-name.ts). */
export const E = {
  required: 'payment.errors.required',
  email: 'payment.errors.email',
  tooLong: 'payment.errors.tooLong',
  phone: 'payment.errors.phone',
} as const;

export const EmailField = z.string().trim().min(1, E.required).max(256, E.tooLong).pipe(z.email(E.email));

export const phoneRule = {
  path: ['phone'],
  message: E.phone,
  when: () => true,
};

/** Spec 2 §2 card form: full name, phone and e-mail, all required (the country is not sent). */
export const ContactFormSchema = z
  .object({
    // Spec 2 §5: the contract's rule is the single source of truth.
    holderName: FullNameSchema,
    country: z.enum(['ru', 'by', 'kz']),
    phone: z.string(),
    email: EmailField,
  })
  .refine((value) => isValidPhone(value.phone, value.country), phoneRule);
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactForm = z.output<typeof ContactFormSchema>;

/** The country a stored number belongs to, among those offered (spec 1 §5 prefixes). */
export function countryOfPhone(digits: string, countries: PhoneCountry[]): PhoneCountry {
  return countries.find((country) => isValidPhone(digits, country)) ?? countries[0]!;
}

/** Spec 2 §2: the card form starts from the signed-in user (last name first, as the full name reads). */
export function contactDefaults(user: User | null, countries: PhoneCountry[]): ContactFormInput {
  const phone = user?.student?.phone?.replace(/\D/g, '') ?? '';
  const country = countryOfPhone(phone, countries);
  return {
    holderName: user ? [user.lastName, user.firstName].filter(Boolean).join(' ') : '',
    country,
    phone: isValidPhone(phone, country) ? phone : '',
    email: user?.email ?? '',
  };
}
