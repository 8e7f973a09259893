import { z } from '../zod.js';
import { isoDay } from '../common.js';
import type { Variant } from '../settings/settings.contract.js';
import {
  fullNameProblem,
  isValidPhoneFor,
  NAME_PART_MAX,
  namePartProblem,
  PHONE_ERROR,
  SMS_CODE,
  TELEGRAM_MESSAGE,
  TELEGRAM_USERNAME,
} from './profile-rules.js';

/*
 * Spec 1 §5 rules as zod schemas for one variant. The web form builds them for the deployment's
 * variant; the endpoints' bodies take the widest (KZ letters, every country) and the server
 * checks its own variant with the same builders (profile.service.ts), so both answer alike.
 */

const refineWith = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const namePartSchema = (variant: Variant) =>
  refineWith((value) => namePartProblem(value, variant)).pipe(z.string().max(NAME_PART_MAX));

/** Empty is valid (spec 1 §5 full name). */
export const fullNameSchema = (variant: Variant) =>
  z
    .string()
    .trim()
    .max(200)
    .pipe(refineWith((v) => fullNameProblem(v, variant)));

export const phoneSchema = (variant: Variant) =>
  z.string().refine((digits) => isValidPhoneFor(digits, variant), PHONE_ERROR);

export const TelegramUsernameSchema = z.string().regex(TELEGRAM_USERNAME, TELEGRAM_MESSAGE);
export const SmsCodeSchema = z.string().regex(SMS_CODE, 'Введите 4 цифры кода');

/** Spec 1 §9 date ranges: a birthday is a calendar day, at most 80 years back and not in the future. */
export const BirthdaySchema = isoDay('Введите дату в формате ГГГГ-ММ-ДД');

/** A nickname shown instead of the name in chats (spec 3 §6), RU only (spec 1 §6). */
export const NicknameSchema = z
  .string()
  .trim()
  .min(2, 'Ник — от 2 до 30 символов')
  .max(30, 'Ник — от 2 до 30 символов')
  .regex(/^[\p{L}\p{N}_ -]+$/u, 'Ник может содержать буквы, цифры, пробел, дефис и подчёркивание');

export const SOCIAL_METHODS = ['Vk', 'Telegram', 'Whatsapp'] as const;
export const SocialMethodSchema = z.enum(SOCIAL_METHODS);
export type SocialMethod = z.infer<typeof SocialMethodSchema>;

export const SocialAccountSchema = z.object({
  method: SocialMethodSchema,
  value: z.string(),
  connectedAt: z.string(),
});

/** What the student may change in this deployment (spec 1 §6 variant matrix), decided by the server. */
export const ProfileEditableSchema = z.object({
  phone: z.boolean(),
  email: z.boolean(),
  birthday: z.boolean(),
  vk: z.boolean(),
  telegram: z.boolean(),
  nickname: z.boolean(),
  documents: z.boolean(),
});
export type ProfileEditable = z.infer<typeof ProfileEditableSchema>;

/** Spec 1 §3 User and Student profile, with the profile screens' fields (spec 1 §2). */
export const ProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  isPhoneConfirmed: z.boolean(),
  birthday: z.string().nullable(),
  classYear: z.number().int().nullable(),
  nickname: z.string().nullable(),
  telegram: z.string().nullable(),
  levelTitle: z.string(),
  exp: z.number().int(),
  registrationDate: z.string(),
  acceptedPersonalData: z.boolean(),
  acceptedApartmentLottery: z.boolean(),
  socialAccounts: z.array(SocialAccountSchema),
  editable: ProfileEditableSchema,
  /**
   * Spec 3 §3: which onboarding tooltips the student has completed, every step of
   * ONBOARDING_CHAINS (false until then), as the PATCH answers it. Keys are not listed here, so the
   * profile pages load no step list (the tooltips' engine checks the names).
   */
  onboardingState: z.record(z.string(), z.boolean()),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The widest form of each field; the server narrows to its variant. */
export const ProfilePatchSchema = z
  .object({
    firstName: z.string().max(NAME_PART_MAX),
    lastName: z.string().max(NAME_PART_MAX),
    email: z.email('Введите корректный адрес электронной почты').max(256),
    // RU takes every country's numbers (KZ only its own): the widest.
    phone: phoneSchema('RU'),
    birthday: BirthdaySchema.nullable(),
    classYear: z.number().int().positive().max(2_147_483_647).nullable(),
    nickname: NicknameSchema.nullable(),
    telegram: TelegramUsernameSchema.nullable(),
    acceptedPersonalData: z.literal(true),
    acceptedApartmentLottery: z.boolean(),
  })
  .partial();
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

/** The school's extra facts about a student (spec 1 §7 additional-info; fields ours, docs/profile.md). */
export const AdditionalInfoSchema = z.object({
  city: z.string().trim().max(100).nullable(),
  school: z.string().trim().max(200).nullable(),
  parentFullName: z.string().trim().max(200).nullable(),
  parentPhone: z.string().nullable(),
});
export type AdditionalInfo = z.infer<typeof AdditionalInfoSchema>;
