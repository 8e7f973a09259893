import type { MemoryCard, MemoryDeck, MemoryCardRating, Variant } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { lockStreak, recordStreakActivity, todayOf } from '../streak/streak.service.js';
import { answer, newCardState } from './fsrs-card.js';
import * as repo from './memory-cards.repo.js';

/** Spec 1 §2 modal: five memory cards learned earn the day. */
export const CARDS_FOR_STREAK_DAY = 5;

type DeckFigures = Awaited<ReturnType<typeof repo.listDecks>>[number];

const presentDeck = ({ deck, cardsCount, newCount, dueCount }: DeckFigures): MemoryDeck => ({
  id: deck.id,
  title: deck.title,
  subject: deck.subject,
  description: deck.description,
  cardsCount,
  newCount,
  dueCount,
});

const presentCard = (card: repo.CardRow, due: Date | null, now: Date): MemoryCard => ({
  id: card.id,
  deckId: card.deckId,
  front: card.front,
  back: card.back,
  isNew: due === null,
  due: (due ?? now).toISOString(),
});

const deckNotFound = () => notFound('Колода не найдена.');

/** `GET /v2/memory-cards/decks/`: every deck with the student's own figures. */
export async function listDecks(db: Tx, studentId: number, now = new Date()): Promise<MemoryDeck[]> {
  return (await repo.listDecks(db, studentId, now)).map(presentDeck);
}

/** `GET /v2/memory-cards/decks/:id/queue/`: due cards first (earliest due first), then new ones. */
export async function deckQueue(db: Tx, studentId: number, deckId: number, limit: number, now = new Date()) {
  const [figures] = await repo.listDecks(db, studentId, now, deckId);
  if (!figures) throw deckNotFound();
  const due = await repo.dueCards(db, studentId, deckId, now, limit);
  const fresh = due.length < limit ? await repo.newCards(db, studentId, deckId, limit - due.length) : [];
  return {
    deck: presentDeck(figures),
    cards: [
      ...due.map((row) => presentCard(row.card, row.due, now)),
      ...fresh.map((row) => presentCard(row.card, null, now)),
    ],
  };
}

/**
 * `POST /v2/memory-cards/cards/:id/review/`: schedules the card's next review with FSRS and, when
 * the student recalled it (any rating but 'again'), counts it for today's streak day — one
 * transaction, the student's streak and the card's state locked so concurrent answers are taken in turn.
 */
export function reviewCard(
  db: Db,
  studentId: number,
  cardId: number,
  rating: MemoryCardRating,
  variant: Variant,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const card = await repo.findCard(tx, cardId);
    if (!card) throw notFound('Карточка не найдена.');
    // The streak before the card: the order every streak report locks in (docs/streak.md).
    await lockStreak(tx, studentId);
    const ids = { studentId, cardId };
    await repo.insertCardStateOnce(tx, newCardState(ids, now));
    const state = await repo.lockCardState(tx, studentId, cardId);
    if (!state) throw new Error('card state row missing');
    const next = answer(state, rating, now);
    await repo.saveCardState(tx, next);
    await repo.insertReview(tx, { studentId, cardId, rating, reviewedAt: now });
    if (rating !== 'again') {
      await recordStreakActivity(tx, { studentId, kind: 'memory_card', ref: String(cardId), at: now }, variant);
    }
    const today = await todayOf(tx, studentId, variant, now);
    return {
      cardId,
      due: next.due.toISOString(),
      learnedToday: today.counts.get('memory_card') ?? 0,
      learnedNeeded: CARDS_FOR_STREAK_DAY,
      todayEarned: today.earned,
    };
  });
}

/** Seeds the trainer's decks (reference data: real content in every deployment). */
export async function ensureMemoryDecks(
  tx: Tx,
  decks: { slug: string; title: string; subject: string; description: string; cards: repo.CardText[] }[],
) {
  for (const [sortOrder, { cards, ...deck }] of decks.entries())
    await repo.ensureDeck(tx, { ...deck, sortOrder }, cards);
}
