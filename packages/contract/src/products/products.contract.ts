import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam, IdParams, IdSchema, paginated } from '../common.js';
import {
  GiftStatusSchema,
  OpenedAccessSchema,
  StudentClassTypeSchema,
  StudentGiftSchema,
  StudyGroupSchema,
} from './products.schema.js';

const tag = 'products';
const STUDENT = ['STUDENT_ROLE'] as const;

/** Spec 2 §7 "Catalog and products" (gifts, subjects, opening access) and spec 1 §7 distribute-to-group. */
export const productsContract = {
  gifts: endpoint({
    method: 'GET',
    path: '/products/gifts/',
    summary: 'Gifts the student received with purchases, newest first (optionally of one status or subject)',
    tag,
    roles: STUDENT,
    query: z.object({
      status: GiftStatusSchema.optional(),
      classType: IdParam.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    response: paginated(StudentGiftSchema),
  }),
  studentClassTypes: endpoint({
    method: 'GET',
    path: '/products/student-class-types/',
    summary: 'Subjects the student owns products in or received gifts of, in the subjects order (for filters)',
    tag,
    roles: STUDENT,
    response: z.array(StudentClassTypeSchema),
  }),
  openProductsAccess: endpoint({
    method: 'POST',
    path: '/products/open-products-access/:id/',
    summary:
      'Open access to a product the student is entitled to: a received gift not opened yet, or a free product; once only',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: OpenedAccessSchema,
  }),
  distributeToGroup: endpoint({
    method: 'POST',
    path: '/v2/students/distribute-to-group/',
    summary:
      "Place the student into the least filled curator's group of the master group of a product they own (the same group when already placed)",
    tag,
    roles: STUDENT,
    body: z.object({ product: IdSchema }),
    response: StudyGroupSchema,
  }),
};
