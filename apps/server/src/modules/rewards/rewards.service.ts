import type { Currency } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { addToStudentBalance, lockStudentProfile, setStudentBalances } from '../users/users.service.js';
import type { RewardReason } from './reward-reasons.js';
import { followExpChange } from './level-changes.js';
import * as repo from './rewards.repo.js';
import { notifyCoins } from '../notifications/producers/rewards.js';

/** One reward event as another module reports it, inside its own transaction. */
export interface RewardEvent {
  studentId: number;
  currency: Currency;
  /** Positive: what the event is worth (a spend takes it away). */
  amount: number;
  reason: RewardReason;
  /** What caused it: `lesson:42`, `order:7`. */
  source: string;
  /** Unique per student: `lesson:42:viewed`, `homework:7:task:3:solved`. */
  idempotencyKey: string;
  /** Demo data backdates rows; real events take now. */
  at?: Date;
}

export interface RewardResult {
  /** False when the key was used before: a retry, or a concurrent copy of the event. */
  applied: boolean;
  /** What the row holds: the event's amount, or less when a limit capped it. */
  amount: number;
}

const CURRENCY_GENITIVE: Record<Currency, string> = {
  exp: 'опыта',
  umcoins: 'умкоинов',
  medals: 'медалей',
  keys: 'ключей',
  bonuses: 'бонусов',
};

function assertPositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`a reward amount is a positive integer: ${amount}`);
}

/**
 * Locks the student's profile row first: every ledger write of one student queues there, so a
 * limit check and a below-zero check see the balance no concurrent write is changing.
 */
async function lockStudent(tx: Tx, studentId: number) {
  const profile = await lockStudentProfile(tx, studentId);
  if (!profile) throw notFound('Профиль ученика не найден.');
  return profile;
}

/** Appends a row and moves the cached balance with it; undefined when the key was taken. */
async function append(tx: Tx, event: RewardEvent, amount: number, expBefore: number) {
  const row = await repo.insertEntry(tx, {
    studentId: event.studentId,
    currency: event.currency,
    amount,
    reason: event.reason,
    source: event.source,
    idempotencyKey: event.idempotencyKey,
    createdAt: event.at,
  });
  if (!row || amount === 0) return row;
  await addToStudentBalance(tx, event.studentId, event.currency, amount);
  if (event.currency === 'umcoins' && amount > 0) await notifyCoins(tx, event.studentId, row, amount);
  if (event.currency === 'exp') await followExpChange(tx, event.studentId, expBefore, expBefore + amount, event.reason);
  return row;
}

/**
 * Pays a reward once per idempotency key, in the caller's transaction. A currency with a limit
 * fills up to it: the row records what was paid (maybe 0), so the event never pays again.
 */
export async function grantReward(tx: Tx, event: RewardEvent): Promise<RewardResult> {
  assertPositive(event.amount);
  const profile = await lockStudent(tx, event.studentId);
  const limit = await repo.limitOf(tx, event.currency);
  let amount = event.amount;
  if (limit !== null) {
    const balance = await repo.sumOf(tx, event.studentId, event.currency);
    amount = Math.max(0, Math.min(amount, limit - balance));
  }
  const row = await append(tx, event, amount, profile.exp);
  return row ? { applied: true, amount } : { applied: false, amount: 0 };
}

/** A spend the balance cannot cover: 400 with the spec 1 §8 body, nothing written. */
export const insufficientFunds = (currency: Currency) =>
  new AppError(400, 'insufficient_funds', `Недостаточно ${CURRENCY_GENITIVE[currency]} на балансе.`);

/** Takes `amount` away once per idempotency key; refuses to go below zero. */
export async function spendReward(tx: Tx, event: RewardEvent): Promise<RewardResult> {
  assertPositive(event.amount);
  const profile = await lockStudent(tx, event.studentId);
  if (await repo.findEntry(tx, event.studentId, event.idempotencyKey)) return { applied: false, amount: 0 };
  const balance = await repo.sumOf(tx, event.studentId, event.currency);
  if (balance < event.amount) throw insufficientFunds(event.currency);
  const row = await append(tx, event, -event.amount, profile.exp);
  return row ? { applied: true, amount: event.amount } : { applied: false, amount: 0 };
}

/**
 * A signed correction the rewards module itself decides (a level drop, a restart): below zero
 * is impossible by construction there, limits do not apply.
 */
export async function adjustReward(tx: Tx, event: RewardEvent) {
  const profile = await lockStudent(tx, event.studentId);
  return append(tx, event, event.amount, profile.exp);
}

/** The balances as the ledger says (the cached columns must equal them). */
export const ledgerBalances = repo.sumByCurrency;

/** Rewrites the cached columns from the ledger: the repair for a cache that drifted. */
export async function rebuildBalances(tx: Tx, studentId: number): Promise<Record<Currency, number>> {
  await lockStudent(tx, studentId);
  const balances = await repo.sumByCurrency(tx, studentId);
  await setStudentBalances(tx, studentId, balances);
  return balances;
}

type Limits = Record<Currency | 'strike', number | null>;

/** Spec 1 §3 Balance limits; a currency without a row is unlimited (null). */
export async function currencyLimits(tx: Tx): Promise<Limits> {
  const limits: Limits = { exp: null, umcoins: null, medals: null, keys: null, bonuses: null, strike: null };
  for (const row of await repo.allLimits(tx)) {
    if (row.currency in limits) limits[row.currency as keyof Limits] = row.maxBalance;
  }
  return limits;
}

export const setCurrencyLimit = repo.setLimit;
