import { hasVariantFeature, type Profile, type SocialMethod, type Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { findStudentProfile, findUserById, listSocialAccounts } from '../users/users.service.js';
import { readOnboardingState } from '../onboarding/onboarding.service.js';
import { findDetails } from './profile.repo.js';

/** The users module's provider names as spec 1 §7 spells the methods. */
const METHOD_OF: Record<string, SocialMethod> = { vk: 'Vk', telegram: 'Telegram', whatsapp: 'Whatsapp' };

/** Spec 1 §6: what this deployment lets a student change; the server refuses the rest. */
export const editableIn = (variant: Variant) => ({
  phone: hasVariantFeature(variant, 'phoneChange'),
  email: hasVariantFeature(variant, 'emailChange'),
  birthday: hasVariantFeature(variant, 'birthdayEdit'),
  vk: hasVariantFeature(variant, 'vkLinkInProfile'),
  telegram: hasVariantFeature(variant, 'telegramInProfile'),
  nickname: hasVariantFeature(variant, 'nickname'),
  documents: hasVariantFeature(variant, 'profileDocuments'),
});

/** `GET /v2/core/users/profile/`: the user, the student side, the details and the linked accounts. */
export async function presentProfile(db: Tx, variant: Variant, userId: number): Promise<Profile> {
  const [user, student, details, accounts, onboardingState] = await Promise.all([
    findUserById(db, userId),
    findStudentProfile(db, userId),
    findDetails(db, userId),
    listSocialAccounts(db, userId),
    readOnboardingState(db, userId),
  ]);
  if (!user || !student) throw notFound('Профиль ученика не найден.');
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    avatar: user.avatar,
    phone: user.phone,
    isPhoneConfirmed: Boolean(details?.phoneConfirmedAt && user.phone),
    birthday: details?.birthday ?? null,
    classYear: details?.classYearId ?? null,
    nickname: details?.nickname ?? null,
    telegram: details?.telegram ?? null,
    levelTitle: student.levelTitle,
    exp: student.exp,
    registrationDate: user.createdAt.toISOString(),
    acceptedPersonalData: student.acceptedPersonalData,
    acceptedApartmentLottery: student.acceptedApartmentLottery,
    socialAccounts: accounts.flatMap((account) => {
      const method = METHOD_OF[account.provider];
      return method ? [{ method, value: account.providerUserId, connectedAt: account.createdAt.toISOString() }] : [];
    }),
    editable: editableIn(variant),
    onboardingState,
  };
}
