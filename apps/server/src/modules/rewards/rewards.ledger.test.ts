import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rewardLedger, studentProfiles } from '../../db/schema.js';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { buildUser, loginAs } from '../../test/factories.js';
import { itRaces } from '../../test/races.js';
import {
  grantReward,
  ledgerBalances,
  rebuildBalances,
  setCurrencyLimit,
  spendReward,
  type RewardEvent,
} from './rewards.service.js';
import { AppError } from '../../plugins/errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const event = (studentId: number, over: Partial<RewardEvent> = {}): RewardEvent => ({
  studentId,
  currency: 'umcoins',
  amount: 40,
  reason: 'lesson_viewed',
  source: 'lesson:42',
  idempotencyKey: 'lesson:42:viewed',
  ...over,
});

const grant = (e: RewardEvent) => t.db.transaction((tx) => grantReward(tx, e));
const spend = (e: RewardEvent) => t.db.transaction((tx) => spendReward(tx, e));

async function cached(studentId: number) {
  const [row] = await t.db.select().from(studentProfiles).where(eq(studentProfiles.userId, studentId));
  const { exp, umcoins, medals, keys, bonuses } = row!;
  return { exp, umcoins, medals, keys, bonuses };
}

const rowsOf = (studentId: number) => t.db.select().from(rewardLedger).where(eq(rewardLedger.studentId, studentId));

describe('grantReward', () => {
  it('pays an event once: a retry with the same key writes nothing and answers applied: false', async () => {
    const student = await buildUser(t.db);
    expect(await grant(event(student.id))).toEqual({ applied: true, amount: 40 });
    expect(await grant(event(student.id))).toEqual({ applied: false, amount: 0 });
    expect(await grant(event(student.id, { amount: 99 }))).toEqual({ applied: false, amount: 0 });
    expect((await cached(student.id)).umcoins).toBe(40);
    expect(await rowsOf(student.id)).toHaveLength(1);
  });

  it('keys are per student: the same event key pays two students once each', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    await grant(event(a.id));
    await grant(event(b.id, { amount: 15 }));
    expect((await cached(a.id)).umcoins).toBe(40);
    expect((await cached(b.id)).umcoins).toBe(15);
  });

  it('a rolled-back caller transaction leaves neither the row nor the balance', async () => {
    const student = await buildUser(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await grantReward(tx, event(student.id));
        throw new Error('the caller failed after granting');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await rowsOf(student.id)).toHaveLength(0);
    expect((await cached(student.id)).umcoins).toBe(0);
    expect(await grant(event(student.id))).toEqual({ applied: true, amount: 40 });
  });

  it('fills a limited currency up to its limit and records what it paid', async () => {
    const student = await buildUser(t.db);
    await setCurrencyLimit(t.db, 'keys', 10);
    try {
      expect(await grant(event(student.id, { currency: 'keys', amount: 7, idempotencyKey: 'k1' }))).toEqual({
        applied: true,
        amount: 7,
      });
      expect(await grant(event(student.id, { currency: 'keys', amount: 7, idempotencyKey: 'k2' }))).toEqual({
        applied: true,
        amount: 3,
      });
      expect(await grant(event(student.id, { currency: 'keys', amount: 7, idempotencyKey: 'k3' }))).toEqual({
        applied: true,
        amount: 0,
      });
      expect((await cached(student.id)).keys).toBe(10);
      const { access } = await loginAs(t.app, student);
      expect((await get(t.app, '/v2/students/student-balance/', { token: access })).body.limits.keys).toBe(10);
    } finally {
      await setCurrencyLimit(t.db, 'keys', null);
    }
  });

  it('refuses amounts that are not positive whole numbers', async () => {
    const student = await buildUser(t.db);
    for (const amount of [0, -5, 1.5]) await expect(grant(event(student.id, { amount }))).rejects.toThrow();
    expect(await rowsOf(student.id)).toHaveLength(0);
  });

  itRaces('the same reward event fired 20 times at once pays once', async () => {
    const student = await buildUser(t.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => grant(event(student.id, { currency: 'exp' }))));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await rowsOf(student.id)).toHaveLength(1);
    expect((await cached(student.id)).exp).toBe(40);
  });
});

describe('spendReward', () => {
  it('takes the amount once per key and refuses to go below zero with a 400 body', async () => {
    const student = await buildUser(t.db);
    await grant(event(student.id, { amount: 100, idempotencyKey: 'earn' }));
    const buy = event(student.id, { amount: 70, reason: 'streak_freeze_bought', idempotencyKey: 'freeze:1' });
    expect(await spend(buy)).toEqual({ applied: true, amount: 70 });
    expect(await spend(buy)).toEqual({ applied: false, amount: 0 });
    const refused = await spend({ ...buy, idempotencyKey: 'freeze:2' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(400);
    expect((refused as AppError).body()).toEqual({
      type: 'client_error',
      errors: [{ attr: null, detail: 'Недостаточно умкоинов на балансе.', code: 'insufficient_funds' }],
    });
    expect((await cached(student.id)).umcoins).toBe(30);
  });

  itRaces('20 different spends at once never take the balance below zero', async () => {
    const student = await buildUser(t.db);
    await grant(event(student.id, { amount: 100, idempotencyKey: 'earn' }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => spend(event(student.id, { amount: 30, idempotencyKey: `buy:${i}` }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await cached(student.id)).umcoins).toBe(10);
    expect((await ledgerBalances(t.db, student.id)).umcoins).toBe(10);
  });
});

describe('balances derived from the ledger', () => {
  it('the cached columns equal the ledger sums, and a rebuild restores a cache that drifted', async () => {
    const student = await buildUser(t.db);
    await grant(event(student.id, { currency: 'exp', amount: 125, idempotencyKey: 'a' }));
    await grant(event(student.id, { currency: 'medals', amount: 3, idempotencyKey: 'b' }));
    await grant(event(student.id, { currency: 'umcoins', amount: 50, idempotencyKey: 'c' }));
    await spend(event(student.id, { currency: 'umcoins', amount: 18, idempotencyKey: 'd' }));
    await grant(event(student.id, { currency: 'bonuses', amount: 50_000, idempotencyKey: 'e' }));
    const expected = { exp: 125, umcoins: 32, medals: 3, keys: 0, bonuses: 50_000 };
    expect(await cached(student.id)).toEqual(expected);
    expect(await ledgerBalances(t.db, student.id)).toEqual(expected);

    await t.db.update(studentProfiles).set({ umcoins: 999, keys: 4 }).where(eq(studentProfiles.userId, student.id));
    expect(await t.db.transaction((tx) => rebuildBalances(tx, student.id))).toEqual(expected);
    expect(await cached(student.id)).toEqual(expected);
  });

  it('the ledger is append-only: changing a row fails', async () => {
    const student = await buildUser(t.db);
    await grant(event(student.id));
    await expect(
      t.db.execute(sql`update reward_ledger set amount = 1000 where student_id = ${student.id}`),
    ).rejects.toThrow();
    expect((await rowsOf(student.id))[0]?.amount).toBe(40);
  });
});
