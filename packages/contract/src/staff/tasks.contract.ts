import { endpoint } from '../endpoint.js';
import { IdParams, paginated } from '../common.js';
import { CONTENT_STAFF } from '../roles.js';
import { OwnTaskInputSchema } from '../tutor/task-bank.schema.js';
import {
  ImportInputSchema,
  ImportPreviewSchema,
  ImportResultSchema,
  StaffLessonHomeworkInputSchema,
  StaffLessonHomeworkSchema,
  StaffTaskQuerySchema,
  StaffTaskSchema,
} from './tasks.schema.js';

const tag = 'staff-content';
const roles = CONTENT_STAFF;

/** The staff console's task bank, homework builder and bulk import (issue 16, docs/staff-tasks.md). */
export const staffTasksContract = {
  tasks: endpoint({
    method: 'GET',
    path: '/staff/content/tasks/',
    summary: 'The public task bank with keys: filters by subject, type, statement text',
    tag,
    roles,
    query: StaffTaskQuerySchema,
    response: paginated(StaffTaskSchema),
  }),
  task: endpoint({
    method: 'GET',
    path: '/staff/content/tasks/:id/',
    summary: 'One task of the public bank with its key and criteria',
    tag,
    roles,
    params: IdParams,
    response: StaffTaskSchema,
  }),
  createTask: endpoint({
    method: 'POST',
    path: '/staff/content/tasks/',
    summary: 'A task of the public bank (the same checks as a tutor’s own task); audited',
    tag,
    roles,
    body: OwnTaskInputSchema,
    response: StaffTaskSchema,
    status: 201,
  }),
  updateTask: endpoint({
    method: 'PUT',
    path: '/staff/content/tasks/:id/',
    summary: 'Edit a public task: refused (409) once a student has started a homework holding it; audited',
    tag,
    roles,
    params: IdParams,
    body: OwnTaskInputSchema,
    response: StaffTaskSchema,
  }),
  lessonHomework: endpoint({
    method: 'GET',
    path: '/staff/content/lessons/:id/homework/',
    summary: 'The homework of a lesson with its tasks (null when the lesson has none)',
    tag,
    roles,
    params: IdParams,
    response: StaffLessonHomeworkSchema,
  }),
  setLessonHomework: endpoint({
    method: 'PUT',
    path: '/staff/content/lessons/:id/homework/',
    summary:
      'Create or change the homework of a lesson from bank tasks; the task list is frozen (409) once a student started it; audited',
    tag,
    roles,
    params: IdParams,
    body: StaffLessonHomeworkInputSchema,
    response: StaffLessonHomeworkSchema,
  }),
  importPreview: endpoint({
    method: 'POST',
    path: '/staff/content/import/preview/',
    summary: 'Parse a CSV or JSON file of lessons or tasks: every row with its errors; writes nothing',
    tag,
    roles,
    body: ImportInputSchema,
    response: ImportPreviewSchema,
  }),
  importCommit: endpoint({
    method: 'POST',
    path: '/staff/content/import/commit/',
    summary: 'Write every row of the file in one transaction; refused (400) if any row has an error; audited',
    tag,
    roles,
    body: ImportInputSchema,
    response: ImportResultSchema,
    status: 201,
  }),
};
