import { z } from '../zod.js';

/** Spec 1 §3 user statuses. */
export const USER_STATUSES = [
  'viewedIndividualStudyModal',
  'needOnboarding',
  'hasChosenGoals',
  'viewedDropLevel',
  'isAvailableExamResults',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const UserStatusesSchema = z.object(
  Object.fromEntries(USER_STATUSES.map((key) => [key, z.boolean()])) as Record<UserStatus, z.ZodBoolean>,
);
export type UserStatuses = z.infer<typeof UserStatusesSchema>;

/**
 * Statuses a student sets: the client sends the current ISO time under the key (spec 1 §3).
 * `needOnboarding` set means "onboarding done at"; isAvailableExamResults is the server's to decide.
 */
export const SETTABLE_STATUSES = [
  'viewedIndividualStudyModal',
  'needOnboarding',
  'hasChosenGoals',
  'viewedDropLevel',
] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];
export const StatusesPatchSchema = z
  .object(
    Object.fromEntries(SETTABLE_STATUSES.map((key) => [key, z.iso.datetime({ offset: true })])) as Record<
      SettableStatus,
      z.ZodISODateTime
    >,
  )
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Укажите статус');

/** Spec 3 §3 system modals; `socialAccountType` decides the social confirmation's views (spec 3 §4). */
export const PERSONAL_DATA_STATUSES = ['Force', 'Optional'] as const;
export const SOCIAL_ACCOUNT_TYPES = ['Vk', 'Messengers', 'All'] as const;
export const SystemModalsSchema = z.object({
  needModals: z.boolean(),
  isPhoneConfirmed: z.boolean(),
  isSocialAccountConfirmed: z.boolean(),
  isPersonalDataAgreement: z.boolean(),
  personalDataStatus: z.enum(PERSONAL_DATA_STATUSES).nullable(),
  socialAccountType: z.enum(SOCIAL_ACCOUNT_TYPES),
});
export type SystemModals = z.infer<typeof SystemModalsSchema>;
