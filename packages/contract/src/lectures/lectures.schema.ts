import { z } from '../zod.js';
import { IdParam, IdSchema, PaginationQuery, isoDay } from '../common.js';

/**
 * Theory and the tutor's lectures (issue 12; spec 3 §7 names the calls only, the fields are ours:
 * docs/tutor-and-manager.md "Client area, theory and lectures"). A lecture is one sub-theory (one
 * video with its text) given to one client.
 */

/** Free text of a search box; short enough to keep the query cheap. */
const SearchText = z.string().trim().max(100);

export const TheoryQuerySchema = PaginationQuery.extend({
  /** A class type id. */
  subject: IdParam.optional(),
  search: SearchText.optional(),
});
export type TheoryQuery = z.infer<typeof TheoryQuerySchema>;

export const SubTheoryItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Seconds; null when unknown. */
  videoLength: z.number().int().nullable(),
});
export type SubTheoryItem = z.infer<typeof SubTheoryItemSchema>;

export const TheoryTopicSchema = z.object({
  id: z.number().int(),
  classTypeId: z.number().int(),
  title: z.string(),
  description: z.string(),
  subTheoriesCount: z.number().int(),
});
export type TheoryTopic = z.infer<typeof TheoryTopicSchema>;

export const TheoryTopicDetailSchema = TheoryTopicSchema.extend({ subTheories: z.array(SubTheoryItemSchema) });
export type TheoryTopicDetail = z.infer<typeof TheoryTopicDetailSchema>;

/** A sub-theory: its text is HTML from the platform's own editors, shown through the safe renderer. */
export const SubTheorySchema = SubTheoryItemSchema.extend({
  topicId: z.number().int(),
  topicTitle: z.string(),
  classTypeId: z.number().int(),
  text: z.string(),
  video: z.string().nullable(),
});
export type SubTheory = z.infer<typeof SubTheorySchema>;

/** What a lecture list shows of its sub-theory. */
export const LectureSubTheorySchema = SubTheoryItemSchema.extend({
  topicId: z.number().int(),
  topicTitle: z.string(),
  classTypeId: z.number().int(),
});

export const TutorLectureSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  subTheory: LectureSubTheorySchema,
  comment: z.string(),
  deadline: isoDay().nullable(),
  /** When the client first watched it; null until then. */
  viewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TutorLecture = z.infer<typeof TutorLectureSchema>;

export const TutorLecturesQuerySchema = PaginationQuery.extend({
  /** A client id (`/clients/{id}`). */
  client: IdParam.optional(),
});
export type TutorLecturesQuery = z.infer<typeof TutorLecturesQuerySchema>;

export const LECTURE_COMMENT_MAX = 1000;
const Comment = z.string().trim().max(LECTURE_COMMENT_MAX);
const Deadline = isoDay().nullable();

export const TutorLectureCreateSchema = z.object({
  client: IdSchema,
  subTheory: IdSchema,
  comment: Comment.default(''),
  deadline: Deadline.default(null),
});
export type TutorLectureCreate = z.infer<typeof TutorLectureCreateSchema>;

/** Partial: the sub-theory, the comment or the deadline; the client stays. */
export const TutorLecturePatchSchema = z
  .object({ subTheory: IdSchema, comment: Comment, deadline: Deadline })
  .partial();
export type TutorLecturePatch = z.infer<typeof TutorLecturePatchSchema>;

export const StudentLectureSchema = z.object({
  id: z.number().int(),
  subTheory: LectureSubTheorySchema,
  tutor: z.object({ firstName: z.string(), lastName: z.string() }),
  comment: z.string(),
  deadline: isoDay().nullable(),
  viewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StudentLecture = z.infer<typeof StudentLectureSchema>;

export const StudentLectureDetailSchema = StudentLectureSchema.extend({
  text: z.string(),
  video: z.string().nullable(),
});
export type StudentLectureDetail = z.infer<typeof StudentLectureDetailSchema>;

/** The overview of `/clients/{id}`: what the student chose as goals and how the lectures go. */
export const TutorClientOverviewSchema = z.object({
  goals: z.object({
    /** The grade the student chose (9-11), null when not chosen. */
    classYear: z.number().int().nullable(),
    /** Class type ids the student chose. */
    classTypeIds: z.array(z.number().int()),
  }),
  lectures: z.object({ assigned: z.number().int(), viewed: z.number().int() }),
});
export type TutorClientOverview = z.infer<typeof TutorClientOverviewSchema>;
