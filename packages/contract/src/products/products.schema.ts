import { z } from '../zod.js';

/** Where a gift stands (docs/products-access.md): waiting to be opened, opened, or too late to open. */
export const GiftStatusSchema = z.enum(['available', 'opened', 'expired']);
export type GiftStatus = z.infer<typeof GiftStatusSchema>;

const SubjectRefSchema = z.object({ id: z.number().int(), title: z.string() });

/** Spec 2 §7 `GET /products/gifts/`: a gift product received with a purchase. */
export const StudentGiftSchema = z.object({
  id: z.number().int(),
  status: GiftStatusSchema,
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    productType: z.object({ id: z.number().int(), title: z.string() }),
    classType: SubjectRefSchema,
  }),
  /** The purchase it came with: the order, its paid transaction and the product bought. */
  purchase: z.object({
    orderId: z.number().int(),
    transactionUuid: z.string().nullable(),
    productTitle: z.string().nullable(),
  }),
  receivedAt: z.string(),
  /** Until when it can be opened; opened, the access lasts until then as well. */
  availableUntil: z.string(),
  openedAt: z.string().nullable(),
});
export type StudentGift = z.infer<typeof StudentGiftSchema>;

/** Spec 2 §7 `GET /products/student-class-types/`: a subject the student has products in. */
export const StudentClassTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  color: z.object({ base: z.string(), toxic: z.string() }),
});
export type StudentClassType = z.infer<typeof StudentClassTypeSchema>;

/** The access an opening gave. */
export const OpenedAccessSchema = z.object({
  product: z.number().int(),
  source: z.enum(['gift', 'free']),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type OpenedAccess = z.infer<typeof OpenedAccessSchema>;

/** A curator's group of a master group (spec 1 §7 distribute-to-group; spec 3 lesson page). */
export const StudyGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  curator: z.object({ id: z.number().int(), fullName: z.string() }),
  productType: z.object({ id: z.number().int(), title: z.string() }),
  membersCount: z.number().int(),
  capacity: z.number().int(),
});
export type StudyGroup = z.infer<typeof StudyGroupSchema>;
