import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { ColorSchema, SysCourseTypeSchema } from '../lessons/lesson.schema.js';

export const ProductTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  classType: z.object({ id: z.number().int(), title: z.string(), color: ColorSchema }),
  classYear: z.object({ id: z.number().int(), title: z.string() }),
  courseType: z.object({ sysCourseType: SysCourseTypeSchema, title: z.string() }),
});
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** One entry of the student's subjects screen (spec 2 §2 /lessons). */
export const MyProductTypeSchema = z.object({
  productType: ProductTypeSchema,
  teacher: z.object({ fullName: z.string(), avatar: z.string().nullable() }).nullable(),
  accessUntil: z.string(),
  lessonsTotal: z.number().int(),
  lessonsViewed: z.number().int(),
  nextLesson: z.object({ id: z.number().int(), title: z.string(), startDatetime: z.string() }).nullable(),
});
export type MyProductType = z.infer<typeof MyProductTypeSchema>;

export const coursesContract = {
  myProductTypes: endpoint({
    method: 'GET',
    path: '/products/my/new/',
    summary: 'Product types the student has access to now, with progress and the next lesson',
    tag: 'courses',
    roles: ['STUDENT_ROLE'],
    response: z.array(MyProductTypeSchema),
  }),
};
