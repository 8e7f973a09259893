import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { rewardCurrencyLimits, rewardLedger } from './rewards.schema.js';

export type LedgerRow = typeof rewardLedger.$inferSelect;
export type NewLedgerRow = typeof rewardLedger.$inferInsert;

/** The row, or undefined when its idempotency key was taken already (nothing inserted, no error). */
export async function insertEntry(db: Tx, entry: NewLedgerRow): Promise<LedgerRow | undefined> {
  const [row] = await db
    .insert(rewardLedger)
    .values(entry)
    .onConflictDoNothing({ target: [rewardLedger.studentId, rewardLedger.idempotencyKey] })
    .returning();
  return row;
}

export function findEntry(db: Tx, studentId: number, idempotencyKey: string): Promise<LedgerRow | undefined> {
  return db.query.rewardLedger.findFirst({
    where: and(eq(rewardLedger.studentId, studentId), eq(rewardLedger.idempotencyKey, idempotencyKey)),
  });
}

/** Every currency's sum of the student's rows: the balance the ledger says. */
export async function sumByCurrency(db: Tx, studentId: number): Promise<Record<Currency, number>> {
  const rows = await db
    .select({ currency: rewardLedger.currency, total: sql<string>`coalesce(sum(${rewardLedger.amount}), 0)` })
    .from(rewardLedger)
    .where(eq(rewardLedger.studentId, studentId))
    .groupBy(rewardLedger.currency);
  const sums = Object.fromEntries(CURRENCIES.map((currency) => [currency, 0])) as Record<Currency, number>;
  for (const row of rows) sums[row.currency as Currency] = Number(row.total);
  return sums;
}

export async function sumOf(db: Tx, studentId: number, currency: Currency): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rewardLedger.amount}), 0)` })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.studentId, studentId), eq(rewardLedger.currency, currency)));
  return Number(row?.total ?? 0);
}

export async function limitOf(db: Tx, currency: string): Promise<number | null> {
  const row = await db.query.rewardCurrencyLimits.findFirst({ where: eq(rewardCurrencyLimits.currency, currency) });
  return row?.maxBalance ?? null;
}

export const allLimits = (db: Tx) => db.select().from(rewardCurrencyLimits);

export async function setLimit(db: Tx, currency: string, maxBalance: number | null): Promise<void> {
  await db
    .insert(rewardCurrencyLimits)
    .values({ currency, maxBalance })
    .onConflictDoUpdate({ target: rewardCurrencyLimits.currency, set: { maxBalance } });
}

/** A page of one currency's rows, newest first. */
export async function listEntries(
  db: Tx,
  studentId: number,
  currency: Currency,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: LedgerRow[] }> {
  const where = and(eq(rewardLedger.studentId, studentId), eq(rewardLedger.currency, currency));
  const [total] = await db.select({ n: count() }).from(rewardLedger).where(where);
  const rows = await db
    .select()
    .from(rewardLedger)
    .where(where)
    .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}
