import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParams } from '../common.js';

const tag = 'memory-cards';
const STUDENT = ['STUDENT_ROLE'] as const;

export const MEMORY_CARD_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type MemoryCardRating = (typeof MEMORY_CARD_RATINGS)[number];

export const MemoryDeckSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  description: z.string(),
  cardsCount: z.number().int(),
  newCount: z.number().int(),
  dueCount: z.number().int(),
});
export type MemoryDeck = z.infer<typeof MemoryDeckSchema>;

export const MemoryCardSchema = z.object({
  id: z.number().int(),
  deckId: z.number().int(),
  front: z.string(),
  back: z.string(),
  isNew: z.boolean(),
  due: z.string(),
});
export type MemoryCard = z.infer<typeof MemoryCardSchema>;

export const memoryCardsContract = {
  decks: endpoint({
    method: 'GET',
    path: '/v2/memory-cards/decks/',
    summary: 'Decks of memory cards per subject, with how many cards are new and due for the student',
    tag,
    roles: STUDENT,
    response: z.array(MemoryDeckSchema),
  }),
  queue: endpoint({
    method: 'GET',
    path: '/v2/memory-cards/decks/:id/queue/',
    summary: 'The next cards of a deck to study: due cards first (earliest due first), then new ones',
    tag,
    roles: STUDENT,
    params: IdParams,
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
    response: z.object({ deck: MemoryDeckSchema, cards: z.array(MemoryCardSchema) }),
  }),
  review: endpoint({
    method: 'POST',
    path: '/v2/memory-cards/cards/:id/review/',
    summary: "Records the student's answer to a card and schedules its next review (FSRS)",
    tag,
    roles: STUDENT,
    params: IdParams,
    body: z.object({ rating: z.enum(MEMORY_CARD_RATINGS) }),
    response: z.object({
      cardId: z.number().int(),
      due: z.string(),
      learnedToday: z.number().int(),
      learnedNeeded: z.number().int(),
      todayEarned: z.boolean(),
    }),
  }),
};
