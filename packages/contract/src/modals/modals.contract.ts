import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParams } from '../common.js';
import { PollAnswersBodySchema, StudentModalsQuery, StudentModalsSchema } from './modals.schema.js';

const tag = 'modals';
// Spec 1 §6: modals apply to students only.
const STUDENT = ['STUDENT_ROLE'] as const;

/** Spec 1 §7 global modals and corner polls of a student (docs/modals-and-polls.md). */
export const studentModalsContract = {
  list: endpoint({
    method: 'GET',
    path: '/v2/students/modals/',
    summary:
      'The modals due to the signed-in student: active, in their dates, targeted at them and not yet viewed; ' +
      'with lastUpdate only those changed since, deactivated ones included',
    tag,
    roles: STUDENT,
    query: StudentModalsQuery,
    response: StudentModalsSchema,
  }),
  markViewed: endpoint({
    method: 'POST',
    path: '/v2/students/modals/:id/',
    summary: 'Marks a modal viewed by the signed-in student (idempotent); 404 for a modal not shown to them',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: z.object({}),
  }),
  answerPolls: endpoint({
    method: 'POST',
    path: '/v2/students/poll-answer/',
    summary: 'Answers polls of corner modals in one go and marks those modals viewed; a poll answered before is 409',
    tag,
    roles: STUDENT,
    status: 201,
    body: PollAnswersBodySchema,
    response: z.object({}),
  }),
};
