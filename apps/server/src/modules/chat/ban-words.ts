import { asc, count, eq, gt } from 'drizzle-orm';
import { banWordLists, type BanWordLists, type ProfanityWord } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { cachedPerDb } from '../../lib/ttl-cache.js';
import { chatBanWords } from './chat.schema.js';

/** The lists every stream_post checks: kept a short while, so an edit reaches every process soon. */
export const BAN_WORDS_TTL_MS = 30_000;

export const cachedBanWordLists = cachedPerDb<Tx, BanWordLists>(BAN_WORDS_TTL_MS, async (db) =>
  banWordLists(
    await db
      .select({ value: chatBanWords.value, type: chatBanWords.type })
      .from(chatBanWords)
      .where(eq(chatBanWords.isDeleted, false)),
  ),
);

/** `GET /messages/ban-words/`: by change time then id, so offset paging is stable (spec 3 §4). */
export async function banWordsPage(db: Tx, query: { offset: number; limit: number; updatedAt?: string }) {
  const where = query.updatedAt ? gt(chatBanWords.updatedAt, new Date(query.updatedAt)) : undefined;
  const [rows, [total]] = await concurrently(
    db,
    () =>
      db
        .select()
        .from(chatBanWords)
        .where(where)
        .orderBy(asc(chatBanWords.updatedAt), asc(chatBanWords.id))
        .offset(query.offset)
        .limit(query.limit),
    () => db.select({ n: count() }).from(chatBanWords).where(where),
  );
  const results: ProfanityWord[] = rows.map((row) => ({
    id: row.id,
    value: row.value,
    type: row.type,
    updatedAt: row.updatedAt.toISOString(),
    isDeleted: row.isDeleted,
  }));
  return { count: total?.n ?? 0, results };
}

/** Adds words, or brings back removed ones (seed, tests). */
export async function upsertBanWords(db: Tx, words: { value: string; type: 'BLACK' | 'WHITE' }[]): Promise<void> {
  if (words.length === 0) return;
  await db
    .insert(chatBanWords)
    .values(words.map((word) => ({ value: word.value.toLowerCase(), type: word.type })))
    .onConflictDoUpdate({
      target: [chatBanWords.value, chatBanWords.type],
      set: { isDeleted: false, updatedAt: new Date() },
      setWhere: eq(chatBanWords.isDeleted, true),
    });
}
