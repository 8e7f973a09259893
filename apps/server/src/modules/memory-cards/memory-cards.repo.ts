import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { memoryCardReviews, memoryCardStates, memoryCards, memoryDecks } from './memory-cards.schema.js';

export type DeckRow = typeof memoryDecks.$inferSelect;
export type CardRow = typeof memoryCards.$inferSelect;
export type CardStateRow = typeof memoryCardStates.$inferSelect;
export type CardText = Pick<CardRow, 'front' | 'back'>;

/** Decks with the student's figures: cards, cards never seen, cards due by `now`. */
export async function listDecks(db: Tx, studentId: number, now: Date, deckId?: number) {
  return db
    .select({
      deck: memoryDecks,
      cardsCount: count(memoryCards.id),
      newCount: sql<number>`count(${memoryCards.id}) filter (where ${memoryCardStates.cardId} is null)`.mapWith(Number),
      dueCount: sql<number>`count(${memoryCards.id}) filter (where ${memoryCardStates.due} <= ${now})`.mapWith(Number),
    })
    .from(memoryDecks)
    .leftJoin(memoryCards, eq(memoryCards.deckId, memoryDecks.id))
    .leftJoin(
      memoryCardStates,
      and(eq(memoryCardStates.cardId, memoryCards.id), eq(memoryCardStates.studentId, studentId)),
    )
    .where(deckId === undefined ? undefined : eq(memoryDecks.id, deckId))
    .groupBy(memoryDecks.id)
    .orderBy(asc(memoryDecks.sortOrder), asc(memoryDecks.id));
}

/** Cards of a deck due by `now`, earliest due first. */
export function dueCards(db: Tx, studentId: number, deckId: number, now: Date, limit: number) {
  return db
    .select({ card: memoryCards, due: memoryCardStates.due })
    .from(memoryCardStates)
    .innerJoin(memoryCards, eq(memoryCards.id, memoryCardStates.cardId))
    .where(
      and(eq(memoryCardStates.studentId, studentId), eq(memoryCards.deckId, deckId), lte(memoryCardStates.due, now)),
    )
    .orderBy(asc(memoryCardStates.due), asc(memoryCards.position))
    .limit(limit);
}

/** Cards of a deck the student has never answered, in the deck's order. */
export function newCards(db: Tx, studentId: number, deckId: number, limit: number) {
  return db
    .select({ card: memoryCards })
    .from(memoryCards)
    .leftJoin(
      memoryCardStates,
      and(eq(memoryCardStates.cardId, memoryCards.id), eq(memoryCardStates.studentId, studentId)),
    )
    .where(and(eq(memoryCards.deckId, deckId), isNull(memoryCardStates.cardId)))
    .orderBy(asc(memoryCards.position))
    .limit(limit);
}

export async function findCard(db: Tx, cardId: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(memoryCards).where(eq(memoryCards.id, cardId));
  return row;
}

/** The student's state of the card, locked until the transaction ends (answers are judged in turn). */
export async function lockCardState(tx: Tx, studentId: number, cardId: number): Promise<CardStateRow | undefined> {
  const [row] = await tx
    .select()
    .from(memoryCardStates)
    .where(and(eq(memoryCardStates.studentId, studentId), eq(memoryCardStates.cardId, cardId)))
    .for('update');
  return row;
}

/** A first answer starts from an empty card; a row exists afterwards to lock. */
export async function insertCardStateOnce(tx: Tx, row: CardStateRow): Promise<void> {
  await tx.insert(memoryCardStates).values(row).onConflictDoNothing();
}

export async function saveCardState(tx: Tx, row: CardStateRow): Promise<void> {
  const { studentId: _s, cardId: _c, ...changes } = row;
  await tx
    .insert(memoryCardStates)
    .values(row)
    .onConflictDoUpdate({ target: [memoryCardStates.studentId, memoryCardStates.cardId], set: changes });
}

export async function insertReview(tx: Tx, row: typeof memoryCardReviews.$inferInsert): Promise<void> {
  await tx.insert(memoryCardReviews).values(row);
}

/** Seeds a deck and its cards once; later runs leave them alone. */
export async function ensureDeck(
  tx: Tx,
  deck: Omit<typeof memoryDecks.$inferInsert, 'id'>,
  cards: CardText[],
): Promise<void> {
  await tx.insert(memoryDecks).values(deck).onConflictDoNothing();
  const [row] = await tx.select({ id: memoryDecks.id }).from(memoryDecks).where(eq(memoryDecks.slug, deck.slug));
  if (!row) return;
  await tx
    .insert(memoryCards)
    .values(cards.map((card, position) => ({ ...card, deckId: row.id, position })))
    .onConflictDoNothing();
}
