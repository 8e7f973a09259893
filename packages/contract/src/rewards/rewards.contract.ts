import { endpoint } from '../endpoint.js';
import { PaginationQuery, paginated } from '../common.js';
import { ExamResultsSchema, ExpHistoryItemSchema, IndividualTasksSchema, NextLevelSchema } from './rewards.schema.js';

const tag = 'rewards';
const STUDENT = ['STUDENT_ROLE'] as const;

/** Spec 1 §7 gamification calls; the balance itself is `students.balance`. */
export const rewardsContract = {
  expHistory: endpoint({
    method: 'GET',
    path: '/v2/students/exp-history/',
    summary: 'Experience earned and lost, newest first, with the reason in Russian',
    tag,
    roles: STUDENT,
    query: PaginationQuery,
    response: paginated(ExpHistoryItemSchema),
  }),
  nextLevel: endpoint({
    method: 'GET',
    path: '/students/next-level/',
    summary: "The student's level, the progress inside it and the next level",
    tag,
    roles: STUDENT,
    response: NextLevelSchema,
  }),
  dropLevelProgress: endpoint({
    method: 'POST',
    path: '/v2/students/drop-level-progress/',
    summary: "'Start again' after a loyalty level drop: the lost level back, its progress from zero (spec 3 §4)",
    tag,
    roles: STUDENT,
    response: NextLevelSchema,
  }),
  individualTasks: endpoint({
    method: 'GET',
    path: '/gamification/individual-tasks/',
    summary: "Today's individual tasks with progress and reward",
    tag,
    roles: STUDENT,
    response: IndividualTasksSchema,
  }),
  examResults: endpoint({
    method: 'GET',
    path: '/students/exam-results/',
    summary: "The student's exam results per subject (spec 3 §2 Student results)",
    tag,
    roles: STUDENT,
    response: ExamResultsSchema,
  }),
};
