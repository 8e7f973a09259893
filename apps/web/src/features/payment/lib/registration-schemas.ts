import { z } from 'zod';
import { NewPasswordSchema, type Variant } from '@school/contract';
import { NAME_PART_MAX, NAME_PART_MIN, namePartPattern } from '../../../shared/lib/name-part';
import { isValidPhone } from '../../../shared/lib/phone';
import { E as CONTACT, EmailField, phoneRule } from './contact-form-schema';

const E = {
  ...CONTACT,
  nameSymbols: 'payment.errors.nameSymbols',
  nameLength: 'payment.errors.nameLength',
  mismatch: 'payment.errors.passwordsMismatch',
  offer: 'payment.errors.offer',
  pdpp: 'payment.errors.pdpp',
  vk: 'payment.errors.vk',
  telegram: 'payment.errors.telegram',
} as const;

/** Spec 2 §5: name and surname are required, name parts only. */
function namePart(variant: Variant) {
  return z
    .string()
    .trim()
    .min(1, E.required)
    .regex(namePartPattern(variant), E.nameSymbols)
    .min(NAME_PART_MIN, E.nameLength)
    .max(NAME_PART_MAX, E.nameLength);
}

const Country = z.enum(['ru', 'by', 'kz']);
const accepted = (message: string) => z.boolean().refine((value) => value, message);

/** Spec 2 §5: the VK link is required; the prefix is fixed, the user types the page's name. */
export const VK_PREFIX = 'https://vk.com/';
const VkPage = z
  .string()
  .trim()
  .min(1, E.required)
  .max(200, E.tooLong)
  .regex(/^[A-Za-z0-9_.]+$/, E.vk);

/** Spec 1 §5 Telegram username: a letter first, then letters, digits or underscore, 5 to 32 in all. */
const Telegram = z
  .string()
  .trim()
  .min(1, E.required)
  .regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, E.telegram);

/** Spec 2 §3 registration v2 on the payment screen (RU, ONE, ACADEMY). */
export function registrationV2Schema(variant: Variant) {
  return z
    .object({
      firstName: namePart(variant),
      lastName: namePart(variant),
      email: EmailField,
      country: Country,
      phone: z.string(),
      password: NewPasswordSchema,
      password2: z.string(),
      vk: VkPage,
      acceptedPublicOffer: accepted(E.offer),
      subscribedForNews: z.boolean(),
    })
    .refine((value) => value.password === value.password2, {
      path: ['password2'],
      message: E.mismatch,
      when: () => true,
    })
    .refine((value) => isValidPhone(value.phone, value.country), phoneRule);
}
export type RegistrationV2Input = z.input<ReturnType<typeof registrationV2Schema>>;
export type RegistrationV2 = z.output<ReturnType<typeof registrationV2Schema>>;

/** Spec 2 §3 registration v3 (the KZ variant): the phone is confirmed by a code, the key travels instead. */
export function registrationV3Schema(variant: Variant) {
  return z
    .object({
      firstName: namePart(variant),
      lastName: namePart(variant),
      email: EmailField,
      country: Country,
      phone: z.string(),
      parentPhone: z.string(),
      password: NewPasswordSchema,
      telegram: Telegram,
      acceptedPublicOffer: accepted(E.offer),
      acceptedPdpp: accepted(E.pdpp),
      subscribedForNews: z.boolean(),
      /** Set by the phone confirmation just before a submit, cleared after every attempt (spec 2 §4). */
      phoneKey: z.string(),
    })
    .refine((value) => isValidPhone(value.phone, value.country), phoneRule)
    .refine((value) => !value.parentPhone || isValidPhone(value.parentPhone, value.country), {
      path: ['parentPhone'],
      message: E.phone,
      when: () => true,
    });
}
export type RegistrationV3Input = z.input<ReturnType<typeof registrationV3Schema>>;
export type RegistrationV3 = z.output<ReturnType<typeof registrationV3Schema>>;

/** Spec 2 §3: subscribedForNews is false by default in v2 and true in v3. */
export const REGISTRATION_V2_DEFAULTS = (country: RegistrationV2Input['country']): RegistrationV2Input => ({
  firstName: '',
  lastName: '',
  email: '',
  country,
  phone: '',
  password: '',
  password2: '',
  vk: '',
  acceptedPublicOffer: false,
  subscribedForNews: false,
});

export const REGISTRATION_V3_DEFAULTS = (country: RegistrationV3Input['country']): RegistrationV3Input => ({
  firstName: '',
  lastName: '',
  email: '',
  country,
  phone: '',
  parentPhone: '',
  password: '',
  telegram: '',
  acceptedPublicOffer: false,
  acceptedPdpp: false,
  subscribedForNews: true,
  phoneKey: '',
});

/** Which registration a guest fills in: v3 with phone confirmation in the KZ variant (spec 2 §3). */
export const registrationVersion = (variant: Variant): 'v2' | 'v3' => (variant === 'KZ' ? 'v3' : 'v2');
