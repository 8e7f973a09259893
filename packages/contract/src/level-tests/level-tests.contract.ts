import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam, IdParams } from '../common.js';
import { LOTTERY_STAFF } from '../roles.js';
import {
  LevelTestResultSchema,
  LevelTestSchema,
  LevelTestSubmitSchema,
  LevelTestSummarySchema,
  LotteryEntrySchema,
  LotteryPointsSchema,
  LotteryReviewSchema,
  LotteryStaffEntrySchema,
  LotteryStatusSchema,
} from './level-tests.schema.js';

const STUDENT = ['STUDENT_ROLE'] as const;

/** Spec 1 §7 `GET /v1/student-level-tests/{id}/test/` and what a placement test needs around it. */
export const levelTestsContract = {
  list: endpoint({
    method: 'GET',
    path: '/v1/student-level-tests/',
    summary: 'Placement tests per subject with the student’s last result (our addition)',
    tag: 'level-tests',
    roles: STUDENT,
    query: z.object({ classType: IdParam.optional() }),
    response: z.array(LevelTestSummarySchema),
  }),
  test: endpoint({
    method: 'GET',
    path: '/v1/student-level-tests/:id/test/',
    summary: 'A placement test: its questions without answers, and the student’s last result',
    tag: 'level-tests',
    roles: STUDENT,
    params: IdParams,
    response: LevelTestSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/v1/student-level-tests/:id/test/',
    summary: 'Hand in the answers: checked at once; sets the starting level and suggests a product',
    tag: 'level-tests',
    roles: STUDENT,
    params: IdParams,
    body: LevelTestSubmitSchema,
    response: LevelTestResultSchema,
  }),
};

/** The apartment lottery (spec 1 §7 lottery statuses; docs/level-tests-and-lottery.md). */
export const apartmentLotteryContract = {
  entry: endpoint({
    method: 'GET',
    path: '/v1/apartment-lottery/',
    summary: 'The student’s part in the apartment lottery and its status',
    tag: 'apartment-lottery',
    roles: STUDENT,
    response: LotteryEntrySchema,
  }),
  submitPoints: endpoint({
    method: 'POST',
    path: '/v1/apartment-lottery/points/',
    summary: 'Enter the exam points to take part with (null: no points)',
    tag: 'apartment-lottery',
    roles: STUDENT,
    body: LotteryPointsSchema,
    response: LotteryEntrySchema,
  }),
  staffList: endpoint({
    method: 'GET',
    path: '/v1/apartment-lottery/entries/',
    summary: 'Entries for staff, by status (AWAITING first to confirm)',
    tag: 'apartment-lottery',
    roles: LOTTERY_STAFF,
    query: z.object({
      status: LotteryStatusSchema.default('AWAITING'),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    response: z.object({ count: z.number().int(), results: z.array(LotteryStaffEntrySchema) }),
  }),
  review: endpoint({
    method: 'POST',
    path: '/v1/apartment-lottery/entries/:id/review/',
    summary: 'Confirm or refuse the points a student entered (id: the student)',
    tag: 'apartment-lottery',
    roles: LOTTERY_STAFF,
    params: IdParams,
    body: LotteryReviewSchema,
    response: LotteryStaffEntrySchema,
  }),
};
