import { randomBytes } from 'node:crypto';
import type {
  QueryOf,
  StaffCardInput,
  StaffCardPatch,
  StaffDeck,
  StaffDeckDetail,
  StaffDeckInput,
  StaffDeckPatch,
  contract,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, notFound } from '../../plugins/errors.js';
import { deckEditing as decks } from '../memory-cards/deck-editing.js';
import { changedFields, recordAudit } from '../staff/audit.js';

// Memory-card decks (docs/staff-content.md "Memory-card decks").

type C = typeof contract.staffContent;
type DeckRow = NonNullable<Awaited<ReturnType<typeof decks.findDeck>>>;

const deckNotFound = () => notFound('Колода не найдена.');
const cardNotFound = () => notFound('Карточка не найдена.');

const presentDeck = (deck: DeckRow, cardsCount: number): StaffDeck => ({
  id: deck.id,
  title: deck.title,
  subject: deck.subject,
  description: deck.description,
  sortOrder: deck.sortOrder,
  cardsCount,
});

export async function deckList(db: Tx, query: QueryOf<C['decks']>) {
  const { count, rows } = await decks.listDecks(db, query);
  return { count, results: rows.map((row) => presentDeck(row.deck, row.cardsCount)) };
}

export async function deck(db: Tx, id: number): Promise<StaffDeckDetail> {
  const row = await decks.findDeck(db, id);
  if (!row) throw deckNotFound();
  const cards = await decks.cardsOf(db, id);
  const reviews = await decks.reviewCounts(
    db,
    cards.map((card) => card.id),
  );
  return {
    ...presentDeck(row, cards.length),
    cards: cards.map((card) => ({
      id: card.id,
      position: card.position,
      front: card.front,
      back: card.back,
      reviewsCount: reviews.get(card.id) ?? 0,
    })),
  };
}

export function createDeck(db: Db, actor: AuthUser, input: StaffDeckInput) {
  return db.transaction(async (tx) => {
    // The slug is the seed's handle for its own decks; a console deck gets one nobody seeds.
    const row = await decks.insertDeck(tx, { ...input, slug: `staff-${randomBytes(8).toString('hex')}` });
    await recordAudit(tx, actor, { action: 'deck.create', entity: 'memory_deck', entityId: row.id, changes: input });
    return deck(tx, row.id);
  });
}

export function updateDeck(db: Db, actor: AuthUser, id: number, patch: StaffDeckPatch) {
  return db.transaction(async (tx) => {
    const before = await decks.lockDeck(tx, id);
    if (!before) throw deckNotFound();
    const changes = changedFields(before, patch);
    if (Object.keys(changes).length > 0) {
      await decks.updateDeck(tx, id, patch);
      await recordAudit(tx, actor, { action: 'deck.update', entity: 'memory_deck', entityId: id, changes });
    }
    return deck(tx, id);
  });
}

export function createCard(db: Db, actor: AuthUser, deckId: number, input: StaffCardInput) {
  return db.transaction(async (tx) => {
    if (!(await decks.lockDeck(tx, deckId))) throw deckNotFound();
    const card = await decks.appendCard(tx, deckId, input);
    await recordAudit(tx, actor, {
      action: 'card.create',
      entity: 'memory_card',
      entityId: card.id,
      changes: { deck: deckId, ...input },
    });
    return deck(tx, deckId);
  });
}

export function updateCard(db: Db, actor: AuthUser, id: number, patch: StaffCardPatch) {
  return db.transaction(async (tx) => {
    const before = await decks.findCardRow(tx, id);
    if (!before) throw cardNotFound();
    const changes = changedFields(before, patch);
    if (Object.keys(changes).length > 0) {
      await decks.updateCard(tx, id, patch);
      await recordAudit(tx, actor, { action: 'card.update', entity: 'memory_card', entityId: id, changes });
    }
    return deck(tx, before.deckId);
  });
}

export function deleteCard(db: Db, actor: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const before = await decks.findCardRow(tx, id);
    if (!before) throw cardNotFound();
    // States and answers go with the card (on delete cascade): students' history would be lost.
    const answered = ((await decks.reviewCounts(tx, [id])).get(id) ?? 0) > 0 || (await decks.hasStudentState(tx, id));
    if (answered) {
      throw new AppError(409, 'in_use', 'На карточку уже отвечали ученики: её нельзя удалить, можно исправить текст.');
    }
    await decks.deleteCard(tx, id);
    await recordAudit(tx, actor, {
      action: 'card.delete',
      entity: 'memory_card',
      entityId: id,
      changes: { deck: before.deckId, front: before.front, back: before.back },
    });
    return deck(tx, before.deckId);
  });
}

/** Cards are reordered like a topic's sub-theories: the whole list at once, in the deck's locked transaction. */
export function orderCards(db: Db, actor: AuthUser, deckId: number, order: number[]) {
  return db.transaction(async (tx) => {
    if (!(await decks.lockDeck(tx, deckId))) throw deckNotFound();
    const before = (await decks.cardsOf(tx, deckId)).map((card) => card.id);
    const same = new Set(order);
    if (same.size !== order.length || order.length !== before.length || !before.every((card) => same.has(card))) {
      throw fieldError('cards', 'Перечислите все карточки колоды, каждую один раз.', 'invalid');
    }
    await decks.setCardPositions(tx, deckId, order);
    await recordAudit(tx, actor, {
      action: 'deck.order',
      entity: 'memory_deck',
      entityId: deckId,
      changes: { cards: [before, order] },
    });
    return deck(tx, deckId);
  });
}
