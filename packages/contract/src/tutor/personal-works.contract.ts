import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam, IdParams, PaginationQuery, paginated } from '../common.js';
import { HomeworkDetailSchema } from '../homework/homework.schema.js';
import { BankTaskSchema, OwnTaskInputSchema } from './task-bank.schema.js';
import {
  AssignInputSchema,
  SelfStudiesQuerySchema,
  SelfStudyInputSchema,
  SelfStudyListItemSchema,
  SelfStudyPatchSchema,
  SelfStudySchema,
  TutorSubmissionSchema,
  TutorSubmissionsQuerySchema,
} from './personal-works.schema.js';

const tag = 'tutor';
const TUTOR = ['TUTOR_ROLE'] as const;
/** The bank is read by tutors and by the people who check homework (spec 1 §6). */
const BANK_READERS = ['TUTOR_ROLE', 'CURATOR_ROLE', 'TEACHER_ROLE', 'HEAD_CURATOR'] as const;

/** The task bank of issue 10 for building personal works (spec 3 §7 `GET /v2/materials/tasks/`). */
export const materialsContract = {
  tasks: endpoint({
    method: 'GET',
    path: '/v2/materials/tasks/',
    summary: "The bank's tasks plus the calling tutor's own, by subject, exam task number, topic and text",
    tag,
    roles: BANK_READERS,
    query: PaginationQuery.extend({
      classType: IdParam.optional(),
      /** The id of a `course-type-task-numbers` row. */
      taskNumber: IdParam.optional(),
      topic: IdParam.optional(),
      search: z.string().trim().max(100).optional(),
      /** Only the bank's tasks, or only the caller's own. */
      source: z.enum(['bank', 'own']).optional(),
    }),
    response: paginated(BankTaskSchema),
  }),
  task: endpoint({
    method: 'GET',
    path: '/v2/materials/tasks/:id/',
    summary: 'One task of the bank, or the caller’s own (with its key)',
    tag,
    roles: BANK_READERS,
    params: IdParams,
    response: BankTaskSchema,
  }),
  createTask: endpoint({
    method: 'POST',
    path: '/v2/materials/tasks/',
    summary: "A tutor's own task: only its author sees it",
    tag,
    roles: TUTOR,
    body: OwnTaskInputSchema,
    response: BankTaskSchema,
    status: 201,
  }),
  updateTask: endpoint({
    method: 'PUT',
    path: '/v2/materials/tasks/:id/',
    summary: "Replaces the tutor's own task; 409 once it was given to a student",
    tag,
    roles: TUTOR,
    params: IdParams,
    body: OwnTaskInputSchema,
    response: BankTaskSchema,
  }),
  deleteTask: endpoint({
    method: 'DELETE',
    path: '/v2/materials/tasks/:id/',
    summary: "Deletes the tutor's own task (it leaves their works); 409 once it was given to a student",
    tag,
    roles: TUTOR,
    params: IdParams,
    response: z.object({}),
  }),
};

/** Personal works (self-studies) and their assignments to clients (spec 3 §7, issue 12). */
export const personalWorksContract = {
  list: endpoint({
    method: 'GET',
    path: '/tutor/self-studies/',
    summary: "The tutor's library of personal works, newest change first",
    tag,
    roles: TUTOR,
    query: SelfStudiesQuerySchema,
    response: paginated(SelfStudyListItemSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/tutor/self-studies/',
    summary: 'A new personal work from bank tasks and the tutor’s own',
    tag,
    roles: TUTOR,
    body: SelfStudyInputSchema,
    response: SelfStudySchema,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/tutor/self-studies/:id/',
    summary: 'One personal work with its tasks; another tutor’s is not found',
    tag,
    roles: TUTOR,
    params: IdParams,
    response: SelfStudySchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/tutor/self-studies/:id/',
    summary: 'Changes a personal work; works already given keep the copy their students have',
    tag,
    roles: TUTOR,
    params: IdParams,
    body: SelfStudyPatchSchema,
    response: SelfStudySchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/tutor/self-studies/:id/',
    summary: 'Removes a personal work from the library; what was given to clients stays with them',
    tag,
    roles: TUTOR,
    params: IdParams,
    response: z.object({}),
  }),
  assign: endpoint({
    method: 'POST',
    path: '/tutor/submissions/',
    summary: 'Gives a personal work to a client with a deadline and an optional timer; once per work and client',
    tag,
    roles: TUTOR,
    body: AssignInputSchema,
    response: TutorSubmissionSchema,
    status: 201,
  }),
  submissions: endpoint({
    method: 'GET',
    path: '/tutor/submissions/',
    summary: 'What the tutor gave their clients, nearest deadline first',
    tag,
    roles: TUTOR,
    query: TutorSubmissionsQuerySchema,
    response: paginated(TutorSubmissionSchema),
  }),
  submission: endpoint({
    method: 'GET',
    path: '/tutor/submissions/:id/',
    summary: "A client's submission with the answers, for the checking view",
    tag,
    roles: TUTOR,
    params: IdParams,
    response: HomeworkDetailSchema,
  }),
  submissionInfo: endpoint({
    method: 'GET',
    path: '/tutor/submissions/:id/info/',
    summary: 'Status, score, deadline, timer and times of a given work',
    tag,
    roles: TUTOR,
    params: IdParams,
    response: TutorSubmissionSchema,
  }),
  unassign: endpoint({
    method: 'DELETE',
    path: '/tutor/submissions/:id/',
    summary: 'Takes a given work back before it is handed in; 409 once handed in',
    tag,
    roles: TUTOR,
    params: IdParams,
    response: z.object({}),
  }),
};
