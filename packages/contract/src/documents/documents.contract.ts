import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

const tag = 'documents';

/** Spec 2 §3 product document card. */
export const ProductDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  productLine: z.enum(['main', 'other']),
  classYear: z.string(),
  monthName: z.string(),
  year: z.number().int(),
  urls: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ProductDocument = z.infer<typeof ProductDocumentSchema>;

export const documentsContract = {
  purchases: endpoint({
    method: 'GET',
    path: '/products/docs/',
    summary: 'Documents of purchased courses, newest first, filtered by year and month',
    tag,
    roles: ['STUDENT_ROLE'],
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(4),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
      year: z.coerce.number().int().min(2019).max(2100).optional(),
      month: z.coerce.number().int().min(1).max(12).optional(),
    }),
    response: z.object({ count: z.number().int(), results: z.array(ProductDocumentSchema) }),
  }),
  organization: endpoint({
    method: 'GET',
    path: '/core/docs/',
    summary: 'Documents of the educational organization (licence, charter, ...)',
    tag,
    response: z.object({ results: z.array(z.object({ title: z.string(), link: z.string() })) }),
  }),
  static: endpoint({
    method: 'GET',
    path: '/v2/students/documents/static/',
    summary: 'Static documents a student may need (templates, rules)',
    tag,
    roles: ['STUDENT_ROLE'],
    response: z.object({ results: z.array(z.object({ title: z.string(), url: z.string() })) }),
  }),
  download: endpoint({
    method: 'GET',
    path: '/products/docs/:id/file/',
    summary: 'A purchase document: answers a short-lived URL to open in a new tab',
    tag,
    roles: ['STUDENT_ROLE'],
    params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
    response: z.object({ url: z.string() }),
  }),
};
