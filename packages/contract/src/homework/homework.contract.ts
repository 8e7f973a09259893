import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam, IdParams, IdSchema, PaginationQuery, commaList, paginated } from '../common.js';
import {
  AnswerValueSchema,
  CheckTaskSchema,
  CheckingQueueItemSchema,
  HomeworkDetailSchema,
  HomeworkKindSchema,
  HomeworkListFilterSchema,
  HomeworkListItemSchema,
  SubmitResultSchema,
  TaskAnswerSchema,
} from './homework.schema.js';

const tag = 'homework';
const STUDENT = ['STUDENT_ROLE'] as const;
/** Who checks homework by hand (spec 1 §6); a head curator sees every subject. */
const CHECKERS = ['CURATOR_ROLE', 'TEACHER_ROLE', 'HEAD_CURATOR'] as const;

const HomeworkTaskParams = z.object({ id: IdParam, taskId: IdParam });
const AnswerSave = z.object({ value: AnswerValueSchema, revision: z.number().int().min(0).max(2_147_483_647) });

export const homeworkContract = {
  types: endpoint({
    method: 'GET',
    path: '/v2/homework/types/',
    summary: 'The kinds of homework with their Russian titles, for the list filter',
    tag,
    response: z.array(z.object({ code: HomeworkKindSchema, title: z.string() })),
  }),
  taskNumbers: endpoint({
    method: 'GET',
    path: '/v2/core/course-type-task-numbers/',
    summary: 'Exam task numbers of a subject (spec 1 §7)',
    tag,
    roles: ['STUDENT_ROLE', ...CHECKERS, 'TUTOR_ROLE'],
    query: z.object({ classType: IdParam.optional() }),
    response: z.array(
      z.object({ id: z.number().int(), classTypeId: z.number().int(), number: z.number().int(), title: z.string() }),
    ),
  }),
  topics: endpoint({
    method: 'GET',
    path: '/v2/core/class-type-topics/',
    summary: 'Topics of a subject (spec 1 §7)',
    tag,
    roles: ['STUDENT_ROLE', ...CHECKERS, 'TUTOR_ROLE'],
    query: z.object({ classType: IdParam.optional() }),
    response: z.array(z.object({ id: z.number().int(), classTypeId: z.number().int(), title: z.string() })),
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/homework/',
    summary: "The student's homework, nearest deadline first, filtered by subject, status group and deadline",
    tag,
    roles: STUDENT,
    query: PaginationQuery.extend({
      classType: IdParam.optional(),
      status: commaList(HomeworkListFilterSchema).optional(),
      /** Deadline window: 'week' is the next 7 days, 'overdue' passed without a submit. */
      deadline: z.enum(['week', 'month', 'overdue']).optional(),
    }),
    response: paginated(HomeworkListItemSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/v2/homework/:id/',
    summary: 'A homework to do or to read back: its tasks and the student’s submission (made on first open)',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: HomeworkDetailSchema,
  }),
  saveAnswer: endpoint({
    method: 'PUT',
    path: '/v2/homework/:id/answers/:taskId/',
    summary: 'Saves one answer as the student types; a save older than the stored revision is ignored',
    tag,
    roles: STUDENT,
    params: HomeworkTaskParams,
    body: AnswerSave,
    response: TaskAnswerSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/v2/homework/:id/submit/',
    summary: 'Hands the homework in (or the work on mistakes); the last answers may travel with it',
    tag,
    roles: STUDENT,
    params: IdParams,
    body: z.object({
      answers: z
        .array(AnswerSave.extend({ taskId: IdSchema }))
        .max(100)
        .default([]),
    }),
    response: SubmitResultSchema,
  }),
  workOnBugs: endpoint({
    method: 'POST',
    path: '/v2/homework/:id/work-on-bugs/',
    summary: 'Opens the tasks that are not fully right for another try',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: HomeworkDetailSchema,
  }),
  submission: endpoint({
    method: 'GET',
    path: '/v2/homework/submissions/:id/',
    summary:
      'A submission by its id, for the print layout (the student’s own; a checker’s subjects; a tutor’s own work)',
    tag,
    roles: ['STUDENT_ROLE', ...CHECKERS, 'TUTOR_ROLE'],
    params: IdParams,
    response: HomeworkDetailSchema,
  }),
  checkingQueue: endpoint({
    method: 'GET',
    path: '/v2/homework/checking/',
    summary: "Submissions that need a person, in the checker's subjects, oldest deadline first",
    tag,
    roles: CHECKERS,
    query: PaginationQuery.extend({ classType: IdParam.optional(), homework: IdParam.optional() }),
    response: paginated(CheckingQueueItemSchema),
  }),
  checkingSubjects: endpoint({
    method: 'GET',
    path: '/v2/homework/checking/subjects/',
    summary: "The checker's subjects and homework with something to check, for the queue filters",
    tag,
    roles: CHECKERS,
    response: z.array(
      z.object({
        classType: z.object({ id: z.number().int(), title: z.string(), color: z.string() }),
        homeworks: z.array(z.object({ id: z.number().int(), title: z.string(), waiting: z.number().int() })),
      }),
    ),
  }),
  check: endpoint({
    method: 'POST',
    path: '/v2/homework/checking/:id/',
    summary: 'Approves a submission with points per criterion and comments, or refuses it with a reason',
    tag,
    // A tutor checks the works they gave their own clients (issue 12).
    roles: [...CHECKERS, 'TUTOR_ROLE'],
    params: IdParams,
    body: z.discriminatedUnion('decision', [
      z.object({ decision: z.literal('approve'), tasks: z.array(CheckTaskSchema).max(100) }),
      z.object({ decision: z.literal('refuse'), reason: z.string().trim().min(3).max(2000) }),
    ]),
    response: HomeworkDetailSchema,
  }),
  editorUpload: endpoint({
    method: 'POST',
    path: '/v2/core/editor/upload/',
    summary: 'An image for the rich-text editor (multipart, field `file`); answers with its URL',
    tag,
    roles: ['STUDENT_ROLE', ...CHECKERS, 'TUTOR_ROLE'],
    response: z.object({ url: z.string(), name: z.string() }),
    status: 201,
  }),
};
