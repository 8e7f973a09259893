import { randomInt } from 'node:crypto';
import {
  hasVariantFeature,
  ReferralSettingsSchema,
  type QueryOf,
  type ReferralSettings,
  type ResponseOf,
  type Variant,
  type contract,
} from '@school/contract';
import type { Tx } from '../../db/client.js';
import { readSetting, writeSetting } from '../settings/settings.service.js';
import { hasAccessFromSource } from '../courses/courses.service.js';
import { findStudentProfile, hasSocialAccount } from '../users/users.service.js';
import { grantReward } from '../rewards/rewards.service.js';
import * as repo from './referral.repo.js';

/** docs/commerce.md "Referral discount": by default the friend gets 10 % off; the referrer 500 ₽ once per friend. */
export const REFERRAL_FRIEND_DISCOUNT_PERCENT = 10;
export const REFERRER_BONUS = 50_000;

const SETTINGS_KEY = 'referral_program';
const DEFAULT_SETTINGS: ReferralSettings = {
  friendDiscountPercent: REFERRAL_FRIEND_DISCOUNT_PERCENT,
  referrerBonus: REFERRER_BONUS,
};

/** The programme's terms as staff set them (docs/staff-engagement.md), the defaults until they do. */
export async function referralSettings(db: Tx): Promise<ReferralSettings> {
  const stored = ReferralSettingsSchema.safeParse(await readSetting(db, SETTINGS_KEY));
  return stored.success ? stored.data : DEFAULT_SETTINGS;
}

export const saveReferralSettings = (tx: Tx, settings: ReferralSettings) => writeSetting(tx, SETTINGS_KEY, settings);

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Codes are compared as capitals: a friend may type the code in any case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The student's invite code, created on first need. */
export async function ensureReferralCode(db: Tx, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await repo.findCodeOfUser(db, userId);
    if (existing) return existing;
    // A conflict on either key inserts nothing (no error, so a caller's transaction goes on):
    // a concurrent request gave the user a code, or another user has this one (1 in 32^8).
    await repo.insertCode(db, userId, newCode());
  }
  throw new Error('could not create a referral code');
}

/** Demo data: a fixed, memorable code. */
export const setReferralCode = (db: Tx, userId: number, code: string) =>
  repo.upsertCode(db, userId, normalizeCode(code));

export const referralCodeOf = repo.findCodeOfUser;

/** The student who owns this invite code. */
export const findReferrerByCode = (db: Tx, code: string): Promise<number | undefined> =>
  repo.findUserOfCode(db, normalizeCode(code));

/** A referral is for new students: not for one who has bought something already. */
export async function isNewStudent(db: Tx, userId: number): Promise<boolean> {
  return !(await hasAccessFromSource(db, userId, 'purchase'));
}

/**
 * At a paid order with a referral (docs/commerce.md "After paying"), in the payment's transaction:
 * the friend's 'used' event with the discount they got, and the referrer's 'earned' bonus — once
 * per friend, whatever the friend buys later — added to the referrer's balance.
 */
export async function recordPurchaseBonuses(
  tx: Tx,
  purchase: { orderId: number | null; buyerId: number; referrerId: number; amount: number },
): Promise<void> {
  await repo.insertEventOnce(tx, {
    userId: purchase.buyerId,
    kind: 'used',
    amount: purchase.amount,
    description: 'Скидка по приглашению друга',
    orderId: purchase.orderId,
    friendId: purchase.referrerId,
  });
  const { referrerBonus } = await referralSettings(tx);
  const earned = await repo.insertEventOnce(tx, {
    userId: purchase.referrerId,
    kind: 'earned',
    amount: referrerBonus,
    description: 'Бонус за приглашённого друга',
    orderId: purchase.orderId,
    friendId: purchase.buyerId,
  });
  if (!earned) return;
  await grantReward(tx, {
    studentId: purchase.referrerId,
    currency: 'bonuses',
    amount: referrerBonus,
    reason: 'referral_friend_purchase',
    source: purchase.orderId === null ? `friend:${purchase.buyerId}` : `order:${purchase.orderId}`,
    idempotencyKey: `referral:friend:${purchase.buyerId}:earned`,
  });
}

type Invite = ResponseOf<typeof contract.referral.invite>;

/** Spec 1 §6: in RU and ONE taking part (inviting, or taking a friend's discount) needs a confirmed social account. */
export async function needsSocialAccount(db: Tx, userId: number, variant: Variant): Promise<boolean> {
  return hasVariantFeature(variant, 'referralNeedsSocialAccount') && !(await hasSocialAccount(db, userId));
}

/** `GET /v2/students/referral/`: the invite link (`/referral?id=`, spec 1 §2) and the student's figures. */
export async function invite(db: Tx, userId: number, origin: string, variant: Variant): Promise<Invite> {
  const code = await ensureReferralCode(db, userId);
  const invitedCount = await repo.countEarned(db, userId);
  const profile = await findStudentProfile(db, userId);
  const available = !(await needsSocialAccount(db, userId, variant));
  const settings = await referralSettings(db);
  const link = new URL('/referral', origin);
  link.searchParams.set('id', code);
  return {
    referralId: code,
    link: link.toString(),
    friendDiscountPercent: settings.friendDiscountPercent,
    referrerBonus: settings.referrerBonus,
    invitedCount,
    bonusesBalance: profile?.bonuses ?? 0,
    available,
    unavailableReason: available ? null : 'Чтобы приглашать друзей, подтвердите аккаунт ВКонтакте в профиле.',
  };
}

/** `GET /v2/students/referral/history/`: both kinds of bonus movement, newest first. */
export async function history(db: Tx, userId: number, page: QueryOf<typeof contract.referral.history>) {
  const { count, rows } = await repo.listEvents(db, userId, page);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind as 'earned' | 'used',
      amount: row.amount,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
