import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParams, paginated } from '../common.js';
import { CHAT_MODERATORS } from '../roles.js';
import {
  HomeworkProgressSchema,
  LessonDetailSchema,
  LessonSchema,
  LessonViewSchema,
  MaterialSchema,
  SubLessonSchema,
} from './lesson.schema.js';

const tag = 'lessons';
const STUDENT = ['STUDENT_ROLE'] as const;
/** Spec 3 §2: the lesson page is for students and chat moderators (curators moderate their subjects' chats, issue 11). */
const LESSON_PAGE = ['STUDENT_ROLE', ...CHAT_MODERATORS] as const;

export const lessonsContract = {
  list: endpoint({
    method: 'GET',
    path: '/v3/lessons/',
    summary: "The student's lessons of one product type (or of master-group months), by number",
    tag,
    roles: STUDENT,
    query: z.object({
      productType: z.coerce.number().int().positive().max(2147483647),
      mgMonths: z.coerce.number().int().positive().max(2147483647).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    response: paginated(LessonSchema),
  }),
  today: endpoint({
    method: 'GET',
    path: '/lessons/today/',
    summary: "The student's lessons of today (deployment time zone)",
    tag,
    roles: STUDENT,
    response: z.array(LessonSchema),
  }),
  byId: endpoint({
    method: 'GET',
    path: '/v2/lessons/:id/',
    summary: 'A lesson for the lesson page',
    tag,
    roles: LESSON_PAGE,
    params: IdParams,
    response: LessonDetailSchema,
  }),
  byHash: endpoint({
    method: 'GET',
    path: '/lessons/access/:hash/',
    summary: 'A lesson opened through its shared access link',
    tag,
    roles: LESSON_PAGE,
    params: z.object({
      hash: z
        .string()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    }),
    response: LessonDetailSchema,
  }),
  homework: endpoint({
    method: 'GET',
    path: '/v2/lessons/:id/homework/',
    summary: "The lesson's homework and the student's progress on it (null when the lesson has none)",
    tag,
    roles: STUDENT,
    params: IdParams,
    response: HomeworkProgressSchema.nullable(),
  }),
  materials: endpoint({
    method: 'GET',
    path: '/lessons/:id/materials/',
    summary: "The lesson's materials",
    tag,
    roles: LESSON_PAGE,
    params: IdParams,
    response: z.object({ results: z.array(MaterialSchema) }),
  }),
  subLessons: endpoint({
    method: 'GET',
    path: '/v3/lessons/:id/sub-lessons/',
    summary: "The lesson's sub-lessons, in order",
    tag,
    roles: LESSON_PAGE,
    params: IdParams,
    response: z.object({ results: z.array(SubLessonSchema) }),
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/lessons/:id/feedback/',
    summary: "The student's feedback on a lesson (spec 1 §5); sending again replaces it",
    tag,
    roles: STUDENT,
    params: IdParams,
    body: z.object({
      score: z.number().int().min(1).max(5),
      reasons: z.array(z.string().min(1).max(50)).max(10).default([]),
      comment: z.string().trim().max(2000).default(''),
    }),
    response: z.object({ detail: z.string() }),
  }),
  submission: endpoint({
    method: 'POST',
    path: '/lessons/submissions/',
    summary: 'Report seconds watched; answers the updated view and whether the lesson now counts as viewed (spec 3 §4)',
    tag,
    roles: STUDENT,
    status: 201,
    body: z.object({
      lesson: z.number().int().positive().max(2147483647),
      time: z
        .number()
        .int()
        .min(1)
        .max(6 * 3600),
      viaAccessLink: z.boolean().default(false),
    }),
    // Issue 13: `viewed` tells the client the lesson is done (the LESSON_DONE modals).
    response: LessonViewSchema.extend({ viewed: z.boolean() }),
  }),
  setVideoLength: endpoint({
    method: 'PATCH',
    path: '/lessons/:id/set-video-length/',
    summary:
      "The player reports the video's length: kept for this student only while the lesson's own is unknown; answers the length that applies",
    tag,
    roles: STUDENT,
    params: IdParams,
    body: z.object({
      videoLength: z
        .number()
        .int()
        .min(1)
        .max(24 * 3600),
    }),
    response: z.object({ videoLength: z.number().int() }),
  }),
  skipSubmission: endpoint({
    method: 'POST',
    path: '/v2/lessons/:id/skip-lesson-submission/',
    summary: 'The student marks a past lesson as done without watching it',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: LessonViewSchema,
  }),
};
