import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { memoryCardReviews, memoryCardStates, memoryCards, memoryDecks } from './memory-cards.schema.js';
import type { CardRow, DeckRow } from './memory-cards.repo.js';

// The staff console's writes of memory-card decks (docs/staff-content.md "Memory-card decks").

export type NewDeck = typeof memoryDecks.$inferInsert;

export async function listDecks(db: Tx, query: { search?: string; limit: number; offset: number }) {
  const pattern = query.search ? `%${likeEscape(query.search)}%` : null;
  const where = pattern ? or(ilike(memoryDecks.title, pattern), ilike(memoryDecks.subject, pattern)) : undefined;
  const [total] = await db.select({ n: count() }).from(memoryDecks).where(where);
  const rows = await db
    .select({
      deck: memoryDecks,
      cardsCount: sql<number>`(select count(*)::int from "memory_cards" where "memory_cards"."deck_id" = "memory_decks"."id")`,
    })
    .from(memoryDecks)
    .where(where)
    .orderBy(asc(memoryDecks.sortOrder), asc(memoryDecks.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findDeck(db: Tx, id: number): Promise<DeckRow | undefined> {
  const [row] = await db.select().from(memoryDecks).where(eq(memoryDecks.id, id));
  return row;
}

/** The deck, locked: cards are appended in turn (positions are unique within a deck). */
export async function lockDeck(db: Tx, id: number): Promise<DeckRow | undefined> {
  const [row] = await db.select().from(memoryDecks).where(eq(memoryDecks.id, id)).for('update');
  return row;
}

export async function insertDeck(db: Tx, values: NewDeck): Promise<DeckRow> {
  const [row] = await db.insert(memoryDecks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateDeck(db: Tx, id: number, values: Partial<NewDeck>): Promise<void> {
  await db.update(memoryDecks).set(values).where(eq(memoryDecks.id, id));
}

export const cardsOf = (db: Tx, deckId: number): Promise<CardRow[]> =>
  db.select().from(memoryCards).where(eq(memoryCards.deckId, deckId)).orderBy(asc(memoryCards.position));

export async function appendCard(db: Tx, deckId: number, values: Pick<CardRow, 'front' | 'back'>): Promise<CardRow> {
  const [next] = await db
    .select({ n: sql<number>`coalesce(max(${memoryCards.position}) + 1, 0)`.mapWith(Number) })
    .from(memoryCards)
    .where(eq(memoryCards.deckId, deckId));
  const [row] = await db
    .insert(memoryCards)
    .values({ ...values, deckId, position: next?.n ?? 0 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Rewrites the deck's positions to the order of `ids` (every card of the deck). `position` is unique
 * in a deck and PostgreSQL checks that row by row, so the cards first step aside to negative places.
 */
export async function setCardPositions(db: Tx, deckId: number, ids: number[]): Promise<void> {
  await db
    .update(memoryCards)
    .set({ position: sql`-1 - ${memoryCards.position}` })
    .where(eq(memoryCards.deckId, deckId));
  for (const [position, id] of ids.entries()) {
    await db
      .update(memoryCards)
      .set({ position })
      .where(and(eq(memoryCards.id, id), eq(memoryCards.deckId, deckId)));
  }
}

export async function findCardRow(db: Tx, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(memoryCards).where(eq(memoryCards.id, id));
  return row;
}

export async function updateCard(db: Tx, id: number, values: Partial<Pick<CardRow, 'front' | 'back'>>) {
  await db.update(memoryCards).set(values).where(eq(memoryCards.id, id));
}

export async function deleteCard(db: Tx, id: number): Promise<void> {
  await db.delete(memoryCards).where(eq(memoryCards.id, id));
}

/** Answers students gave to each card. */
export async function reviewCounts(db: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: memoryCardReviews.cardId, n: count() })
    .from(memoryCardReviews)
    .where(inArray(memoryCardReviews.cardId, ids))
    .groupBy(memoryCardReviews.cardId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Whether any student has the card in their schedule (a state row exists after a first answer). */
export async function hasStudentState(db: Tx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(memoryCardStates)
    .where(eq(memoryCardStates.cardId, id))
    .limit(1);
  return row !== undefined;
}
