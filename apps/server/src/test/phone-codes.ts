import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outboxMessages, phoneCodes } from '../db/schema.js';

/** The code the SMS adapter "sent" (the outbox is the local default). */
export async function lastSmsCode(db: Db, phone: string): Promise<string> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /\b(\d{4})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Moves the phone's codes `seconds` into the past (the 60 s and 10 min rules without waiting). */
export async function agePhoneCodes(db: Db, phone: string, seconds: number): Promise<void> {
  await db
    .update(phoneCodes)
    .set({
      createdAt: sql`${phoneCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${phoneCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(phoneCodes.phone, phone));
}

/** A code that is not this one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
