import {
  BirthdaySchema,
  NicknameSchema,
  TelegramUsernameSchema,
  namePartSchema,
  type Profile,
  type ProfileEditable,
  type ProfilePatch,
  type Variant,
} from '@school/contract';
import { z } from 'zod';

/** Empty text is no value. */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/**
 * Spec 1 §5 rules of this deployment's variant, the same builders the server checks with. Fields
 * the variant does not let the student change (spec 1 §6) are not in the form.
 */
export const profileFormSchema = (variant: Variant) =>
  z.object({
    firstName: z.string().trim().pipe(namePartSchema(variant)),
    lastName: z.string().trim().pipe(namePartSchema(variant)),
    birthday: optional(BirthdaySchema),
    nickname: optional(NicknameSchema),
    telegram: optional(TelegramUsernameSchema),
  });
export type ProfileForm = z.infer<ReturnType<typeof profileFormSchema>>;

export const profileFormDefaults = (profile: Profile): ProfileForm => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  birthday: profile.birthday ?? '',
  nickname: profile.nickname ?? '',
  telegram: profile.telegram ?? '',
});

/** Only what the variant lets change, and only what changed; an emptied field clears the value. */
export function profilePatch(form: ProfileForm, profile: Profile, editable: ProfileEditable): ProfilePatch {
  const patch: ProfilePatch = {};
  if (form.firstName !== profile.firstName) patch.firstName = form.firstName;
  if (form.lastName !== profile.lastName) patch.lastName = form.lastName;
  if (editable.birthday && form.birthday !== (profile.birthday ?? '')) patch.birthday = form.birthday || null;
  if (editable.nickname && form.nickname !== (profile.nickname ?? '')) patch.nickname = form.nickname || null;
  if (editable.telegram && form.telegram !== (profile.telegram ?? '')) patch.telegram = form.telegram || null;
  return patch;
}
