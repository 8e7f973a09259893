import { z } from '../zod.js';
import { IdParam, IdSchema, PaginationQuery } from '../common.js';
import { staffLink } from './content.schema.js';

// The content area's theory for tutors and memory-card decks (issue 16, docs/staff-content.md).

const title = (max: number) => z.string().trim().min(1, 'Заполните название.').max(max);
const search = z.string().trim().max(100).optional();
const position = z.number().int().min(0).max(10_000);

// ---- theory

export const StaffTheoryTopicSchema = z.object({
  id: z.number().int(),
  classTypeId: z.number().int(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  subTheoriesCount: z.number().int(),
});
export type StaffTheoryTopic = z.infer<typeof StaffTheoryTopicSchema>;

export const StaffSubTheorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, cleaned on the server (the tutor's page renders it through the safe renderer). */
  text: z.string(),
  videoUrl: z.string().nullable(),
  videoLength: z.number().int().nullable(),
  position: z.number().int(),
  /** Clients it was given to as a lecture: such a sub-theory is not deleted. */
  lecturesCount: z.number().int(),
});
export type StaffSubTheory = z.infer<typeof StaffSubTheorySchema>;

export const StaffTheoryTopicDetailSchema = StaffTheoryTopicSchema.extend({
  subTheories: z.array(StaffSubTheorySchema),
});
export type StaffTheoryTopicDetail = z.infer<typeof StaffTheoryTopicDetailSchema>;

export const StaffTheoryQuerySchema = PaginationQuery.extend({ classType: IdParam.optional(), search });

export const StaffTheoryTopicInputSchema = z.object({
  classType: IdSchema,
  title: title(200),
  description: z.string().trim().max(2000).default(''),
  position: position.default(0),
});
export type StaffTheoryTopicInput = z.infer<typeof StaffTheoryTopicInputSchema>;
export const StaffTheoryTopicPatchSchema = StaffTheoryTopicInputSchema.partial();
export type StaffTheoryTopicPatch = z.infer<typeof StaffTheoryTopicPatchSchema>;

export const StaffSubTheoryInputSchema = z.object({
  title: title(200),
  text: z.string().max(100_000).default(''),
  videoUrl: staffLink.nullable().default(null),
});
export type StaffSubTheoryInput = z.infer<typeof StaffSubTheoryInputSchema>;
export const StaffSubTheoryPatchSchema = StaffSubTheoryInputSchema.partial();
export type StaffSubTheoryPatch = z.infer<typeof StaffSubTheoryPatchSchema>;

/** The topic's sub-theories in their new order: every one of them, each once. */
export const StaffSubTheoryOrderSchema = z.object({ subTheories: z.array(IdSchema).min(1).max(500) });
export type StaffSubTheoryOrder = z.infer<typeof StaffSubTheoryOrderSchema>;

// ---- memory-card decks

export const StaffDeckSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The subject as students see it on the deck (free text: decks are not tied to a class type). */
  subject: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  cardsCount: z.number().int(),
});
export type StaffDeck = z.infer<typeof StaffDeckSchema>;

export const StaffCardSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  front: z.string(),
  back: z.string(),
  /** Answers students gave: a card with any is not deleted (their history would go with it). */
  reviewsCount: z.number().int(),
});
export type StaffCard = z.infer<typeof StaffCardSchema>;

export const StaffDeckDetailSchema = StaffDeckSchema.extend({ cards: z.array(StaffCardSchema) });
export type StaffDeckDetail = z.infer<typeof StaffDeckDetailSchema>;

export const StaffDecksQuerySchema = PaginationQuery.extend({ search });

export const StaffDeckInputSchema = z.object({
  title: title(120),
  subject: title(80),
  description: z.string().trim().max(1000).default(''),
  sortOrder: position.default(0),
});
export type StaffDeckInput = z.infer<typeof StaffDeckInputSchema>;
export const StaffDeckPatchSchema = StaffDeckInputSchema.partial();
export type StaffDeckPatch = z.infer<typeof StaffDeckPatchSchema>;

const cardSide = z.string().trim().min(1, 'Заполните сторону карточки.').max(1000);
export const StaffCardInputSchema = z.object({ front: cardSide, back: cardSide });
export type StaffCardInput = z.infer<typeof StaffCardInputSchema>;
export const StaffCardPatchSchema = StaffCardInputSchema.partial();
export type StaffCardPatch = z.infer<typeof StaffCardPatchSchema>;
/** Every card of the deck, each once, in the new order. */
export const StaffCardOrderSchema = z.object({ cards: z.array(IdSchema).min(1).max(1000) });
export type StaffCardOrder = z.infer<typeof StaffCardOrderSchema>;
