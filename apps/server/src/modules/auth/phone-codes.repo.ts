import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { phoneCodes } from './phone-codes.schema.js';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** Serialises code requests for one phone (a transaction-scoped advisory lock; PGlite has it too). */
export async function lockPhone(db: Tx, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

/** The phone's newest code, locked: attempts are counted one at a time. */
export async function lockLatestCode(db: Tx, phone: string): Promise<PhoneCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.phone, phone))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertCode(
  db: Tx,
  values: { phone: string; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(phoneCodes).values(values);
}

export async function updateCode(db: Tx, id: number, set: Partial<typeof phoneCodes.$inferInsert>): Promise<void> {
  await db.update(phoneCodes).set(set).where(eq(phoneCodes.id, id));
}

export async function lockByPhoneKey(db: Tx, phoneKeyHash: string): Promise<PhoneCodeRow | undefined> {
  const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phoneKeyHash, phoneKeyHash)).for('update');
  return row;
}
