import { fullNameProblem, NAME_MESSAGES_RU, isValidPhoneFor, PHONE_ERROR, type AdditionalInfo } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { fieldError } from '../../plugins/errors.js';
import { findDetails, saveDetails } from './profile.repo.js';

/** Empty text is no answer: kept as null. */
const orNull = (value: string | null | undefined) => (value ? value : null);

export async function readAdditionalInfo(db: Tx, userId: number): Promise<AdditionalInfo> {
  const details = await findDetails(db, userId);
  return {
    city: details?.city ?? null,
    school: details?.school ?? null,
    parentFullName: details?.parentFullName ?? null,
    parentPhone: details?.parentPhone ?? null,
  };
}

/** `PATCH /v2/core/users/additional-info/`: the parent's name is a spec 1 §5 full name, the phone a phone. */
export async function updateAdditionalInfo(
  ctx: AppContext,
  userId: number,
  patch: Partial<AdditionalInfo>,
): Promise<AdditionalInfo> {
  const variant = ctx.config.VARIANT;
  if (patch.parentFullName) {
    const problem = fullNameProblem(patch.parentFullName, variant);
    if (problem) throw fieldError('parent_full_name', NAME_MESSAGES_RU[problem]);
  }
  if (patch.parentPhone && !isValidPhoneFor(patch.parentPhone, variant)) {
    throw fieldError('parent_phone', PHONE_ERROR);
  }
  const changes: Partial<AdditionalInfo> = {};
  for (const key of ['city', 'school', 'parentFullName', 'parentPhone'] as const) {
    if (patch[key] !== undefined) changes[key] = orNull(patch[key]);
  }
  await saveDetails(ctx.db, userId, changes);
  return readAdditionalInfo(ctx.db, userId);
}
