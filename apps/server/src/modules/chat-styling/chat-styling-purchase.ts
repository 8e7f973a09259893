import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { spendReward } from '../rewards/rewards.service.js';
import { lockStudentProfile } from '../users/users.service.js';
import * as repo from './chat-styling.repo.js';
import { isActive } from './chat-styling-present.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurchaseRequest {
  featurePlanId: number;
  idempotencyKey: string;
}

const notEnoughUmcoins = () => new AppError(409, 'insufficient_funds', 'Недостаточно умкоинов');
const ownedForGood = () => new AppError(409, 'already_purchased', 'Это уже твоё навсегда.');
const keyReused = () =>
  new AppError(409, 'idempotency_key_reused', 'Этот ключ покупки уже использован для другого тарифа.');

/** A timed plan runs from now, or from the end of a purchase still in force (it extends it). */
function expiryOf(durationDays: number | null, activeUntil: Date | null, now: Date): Date | null {
  if (durationDays === null) return null;
  const from = activeUntil && activeUntil > now ? activeUntil : now;
  return new Date(from.getTime() + durationDays * DAY_MS);
}

/**
 * `POST .../text-colors/purchase/` and `.../sticker-packs/purchase/` (spec 3 §7): one transaction
 * behind the student's profile row lock (the one the reward ledger takes), so purchases of one
 * student queue and each key pays once: a retry, or a concurrent copy, answers the first result.
 */
export function purchase(db: Db, userId: number, kind: repo.ItemKind, request: PurchaseRequest, now = new Date()) {
  return db.transaction(async (tx) => {
    const profile = await lockStudentProfile(tx, userId);
    if (!profile) throw notFound('Профиль ученика не найден.');
    const plan = await repo.findPlan(tx, request.featurePlanId);
    const itemId = kind === 'textColor' ? plan?.textColorId : plan?.stickerPackId;
    if (!plan || itemId == null) throw new AppError(404, 'not_found', 'Такого тарифа нет.', 'feature_plan_id');

    const earlier = await repo.findPurchaseByKey(tx, userId, request.idempotencyKey);
    if (earlier) {
      if (earlier.planId !== plan.id) throw keyReused();
      return { balance: profile.umcoins, expiresAt: earlier.expiresAt?.toISOString() ?? null };
    }

    const [holding] = await repo.holdings(tx, userId, kind, itemId);
    if (holding?.forever) throw ownedForGood();
    const expiresAt = expiryOf(plan.durationDays, isActive(holding, now) ? holding.until : null, now);
    if (profile.umcoins < plan.price) throw notEnoughUmcoins();
    if (plan.price > 0) {
      await spendReward(tx, {
        studentId: userId,
        currency: 'umcoins',
        amount: plan.price,
        reason: 'chat_styling_bought',
        source: `chat-styling:plan:${plan.id}`,
        idempotencyKey: `chat-styling:${request.idempotencyKey}`,
      });
    }
    await repo.insertPurchase(tx, {
      userId,
      planId: plan.id,
      textColorId: plan.textColorId,
      stickerPackId: plan.stickerPackId,
      price: plan.price,
      idempotencyKey: request.idempotencyKey,
      expiresAt,
      createdAt: now,
    });
    return { balance: profile.umcoins - plan.price, expiresAt: expiresAt?.toISOString() ?? null };
  });
}

/** Whether this key bought something already (the demo seed buys once). */
export const purchasedWithKey = async (db: Db, userId: number, idempotencyKey: string) =>
  Boolean(await repo.findPurchaseByKey(db, userId, idempotencyKey));
