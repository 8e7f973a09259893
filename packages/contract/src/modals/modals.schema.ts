import { z } from '../zod.js';
import { IdParam, IdSchema } from '../common.js';

/** Spec 1 §3 modal action: the event in the app that shows a modal (OPEN: the app's start). */
export const MODAL_ACTIONS = [
  'OPEN',
  'PAYMENT',
  'LESSON_DONE',
  'HOMEWORK_DONE',
  'PROMOCODE',
  'SHOP',
  'MAIN',
  'TIMETABLE',
  'HOMEWORK',
  'ACHIEVEMENT',
  'MY_PRODUCT',
  'LESSON',
  'LANGUAGE',
] as const;
export type ModalAction = (typeof MODAL_ACTIONS)[number];
export const ModalActionSchema = z.enum(MODAL_ACTIONS);

/** Spec 1 §3: a FULL modal is a centred dialog; a CORNER modal is a poll card at the bottom right. */
export const SHOW_STYLES = ['FULL', 'CORNER'] as const;
export type ShowStyle = (typeof SHOW_STYLES)[number];
export const ShowStyleSchema = z.enum(SHOW_STYLES);

/** Spec 1 §3 poll types, plus the 0–10 rating of spec 1 §9 ("another rating type"). */
export const POLL_TYPES = ['TEXT_POLL', 'RADIO_POLL', 'CHECKBOX_POLL', 'DESCRIPTION_POLL', 'RATING_POLL'] as const;
export type PollType = (typeof POLL_TYPES)[number];
export const PollTypeSchema = z.enum(POLL_TYPES);

/** The rating poll's scale (spec 1 §9). */
export const RATING_MIN = 0;
export const RATING_MAX = 10;
/** Longest free-text answer or comment. */
export const POLL_TEXT_MAX = 2000;

export const PollVariantSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  description: z.string().nullable(),
});
export type PollVariant = z.infer<typeof PollVariantSchema>;

/** Spec 1 §3 poll; `position` orders the polls of one modal. */
export const PollSchema = z.object({
  id: z.number().int(),
  type: PollTypeSchema,
  question: z.string(),
  position: z.number().int(),
  variants: z.array(PollVariantSchema),
});
export type Poll = z.infer<typeof PollSchema>;

/**
 * Spec 1 §3 student modal. `textContent` is HTML the server cleaned on write and cleans again on
 * read. `itemId` narrows an event modal to one lesson/homework/...: null shows it for any.
 * `position` orders the steps of one action (the counter 2/5).
 */
export const StudentModalSchema = z.object({
  id: z.number().int(),
  action: ModalActionSchema,
  title: z.string(),
  showTitle: z.boolean(),
  textContent: z.string(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  buttonText: z.string().nullable(),
  canSkip: z.boolean(),
  isActive: z.boolean(),
  showStyle: ShowStyleSchema,
  itemId: z.number().int().nullable(),
  position: z.number().int(),
  polls: z.array(PollSchema),
  updatedAt: z.string(),
});
export type StudentModal = z.infer<typeof StudentModalSchema>;

export const StudentModalsQuery = z.object({
  showStyle: ShowStyleSchema.optional(),
  action: ModalActionSchema.optional(),
  /** Only the modals for this item (and those for any item). */
  itemId: IdParam.optional(),
  /** `updateTime` of an earlier answer: only what changed since, deactivated modals included. */
  lastUpdate: z.iso.datetime({ offset: true }).optional(),
});
export type StudentModalsQuery = z.infer<typeof StudentModalsQuery>;

/** Spec 1 §3 modal list response; `updateTime` is the next call's `lastUpdate`. */
export const StudentModalsSchema = z.object({
  modals: z.array(StudentModalSchema),
  updateTime: z.string(),
});
export type StudentModals = z.infer<typeof StudentModalsSchema>;

/** Spec 1 §3 poll answer entry, with `rating` for the rating poll. */
export const PollAnswerEntrySchema = z.object({
  modalId: IdSchema,
  pollId: IdSchema,
  pollAnswers: z.array(IdSchema).max(50).default([]),
  textFeedback: z.string().trim().max(POLL_TEXT_MAX).nullable().default(null),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().default(null),
});
export type PollAnswerEntry = z.infer<typeof PollAnswerEntrySchema>;

export const PollAnswersBodySchema = z.object({
  pollsAnswers: z.array(PollAnswerEntrySchema).min(1).max(50),
});
export type PollAnswersBody = z.input<typeof PollAnswersBodySchema>;
