import { hasVariantFeature, type SystemModals, type Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { findStudentProfile, findUserById, hasSocialAccount } from '../users/users.service.js';
import { findDetails } from './profile.repo.js';

/**
 * Spec 3 §4 social confirmation: VK where the profile links VK (RU, ONE), messengers where it has
 * Telegram (KZ); RU and ONE offer both, so the toggle shows there (type All).
 */
function socialAccountType(variant: Variant): SystemModals['socialAccountType'] {
  const vk = hasVariantFeature(variant, 'vkLinkInProfile');
  const messengers =
    hasVariantFeature(variant, 'telegramInProfile') || hasVariantFeature(variant, 'referralNeedsSocialAccount');
  if (vk && messengers) return 'All';
  return vk || !messengers ? 'Vk' : 'Messengers';
}

/** `GET /v2/core/users/system-modals/`: what the start-up queue still has to ask (spec 3 §3, §4). */
export async function systemModals(db: Tx, variant: Variant, userId: number): Promise<SystemModals> {
  const [user, student, details, social] = await Promise.all([
    findUserById(db, userId),
    findStudentProfile(db, userId),
    findDetails(db, userId),
    hasSocialAccount(db, userId),
  ]);
  const agreed = student?.acceptedPersonalData ?? false;
  const status = details?.personalDataStatus;
  return {
    needModals: details?.needModals ?? false,
    isPhoneConfirmed: Boolean(user?.phone && details?.phoneConfirmedAt),
    isSocialAccountConfirmed: social,
    isPersonalDataAgreement: agreed,
    // Once agreed there is nothing left to ask, whatever staff set.
    personalDataStatus: !agreed && (status === 'Force' || status === 'Optional') ? status : null,
    socialAccountType: socialAccountType(variant),
  };
}
