import type { ReferralSettings } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { referralSettings, saveReferralSettings } from '../referral/referral.service.js';
import { changedFields, recordAudit } from '../staff/audit.js';

/** The referral programme's terms with the deployment's currency, for the console's form. */
export async function referralTerms(db: Tx, currency: string) {
  return { ...(await referralSettings(db)), currency };
}

/** Changes the terms in one transaction with their audit record; carts priced from now on use them. */
export async function changeReferralTerms(db: Db, actor: AuthUser, currency: string, next: ReferralSettings) {
  return db.transaction(async (tx) => {
    const before = await referralSettings(tx);
    const changes = changedFields(before, next);
    await saveReferralSettings(tx, {
      friendDiscountPercent: next.friendDiscountPercent,
      referrerBonus: next.referrerBonus,
    });
    await recordAudit(tx, actor, {
      action: 'referral.update',
      entity: 'setting',
      entityId: 'referral_program',
      changes,
    });
    return { ...next, currency };
  });
}
