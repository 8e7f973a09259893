import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { authClients, oneTimeCodes, refreshTokens } from './auth.schema.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Tx,
  userId: number,
  ttlDays: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newSecretToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

/** Locks the token's row so two concurrent refreshes cannot both spend it. */
export async function findRefreshTokenForUpdate(db: Tx, token: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(token)))
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(db: Tx, id: number): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Tx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Tx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertOneTimeCode(db: Tx, userId: number, purpose: string, ttlSeconds: number): Promise<string> {
  const code = newSecretToken();
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashSecretToken(code),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return code;
}

/** Spends a code in one statement: of two concurrent uses only one gets the user. */
export async function consumeOneTimeCode(db: Tx, code: string, purpose: string): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashSecretToken(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        sql`${oneTimeCodes.expiresAt} > now()`,
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId;
}

export function findAuthClient(db: Tx, id: string) {
  return db.query.authClients.findFirst({ where: eq(authClients.id, id) });
}

export async function upsertAuthClient(db: Tx, client: typeof authClients.$inferInsert): Promise<void> {
  await db
    .insert(authClients)
    .values(client)
    .onConflictDoUpdate({
      target: authClients.id,
      set: { title: client.title, redirectOrigins: client.redirectOrigins },
    });
}
