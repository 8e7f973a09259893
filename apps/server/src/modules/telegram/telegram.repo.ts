import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { telegramLinks, telegramLinkTokens } from './telegram.schema.js';

/** A user has one pending link token: a new one replaces the last (and expired ones of anyone go). */
export async function storeLinkToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(telegramLinkTokens)
      .where(or(eq(telegramLinkTokens.userId, userId), lt(telegramLinkTokens.expiresAt, new Date())));
    await tx.insert(telegramLinkTokens).values({ tokenHash, userId, expiresAt });
  });
}

/** Uses a token up: it answers its user once, and only before it expires. */
export async function takeLinkToken(db: Tx, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .delete(telegramLinkTokens)
    .where(eq(telegramLinkTokens.tokenHash, tokenHash))
    .returning({ userId: telegramLinkTokens.userId, expiresAt: telegramLinkTokens.expiresAt });
  return row && row.expiresAt > now ? row.userId : undefined;
}

/** One chat belongs to one user: linking it to this user takes it from whoever had it. */
export async function linkChat(db: Tx, userId: number, chatId: number): Promise<void> {
  await db.delete(telegramLinks).where(and(eq(telegramLinks.chatId, chatId), ne(telegramLinks.userId, userId)));
  await db
    .insert(telegramLinks)
    .values({ userId, chatId })
    .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId, linkedAt: new Date() } });
}

export async function chatOf(db: Tx, userId: number): Promise<number | undefined> {
  const row = await db.query.telegramLinks.findFirst({ where: eq(telegramLinks.userId, userId) });
  return row?.chatId;
}

export async function unlinkUser(db: Tx, userId: number): Promise<void> {
  await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
}

export async function unlinkChat(db: Tx, chatId: number): Promise<void> {
  await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId));
}
