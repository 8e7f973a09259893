import { z } from '../zod.js';
import { IdSchema, PaginationQuery, isoDay } from '../common.js';

/** Search text of the student search: an e-mail's start, a last name's start (+ a first name), phone digits. */
export const StudentSearchQuerySchema = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(['last_name', '-last_name']).default('last_name'),
});

/** One student as the people area lists them (docs/staff-people.md). */
export const StaffStudentSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type StaffStudent = z.infer<typeof StaffStudentSchema>;

export const StaffStudentOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  products: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export const StaffStudentAccessSchema = z.object({
  productId: z.number().int(),
  productTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** How the access came: purchase, gift, coupon, staff, demo… */
  source: z.string(),
  /** Running now (starts_at ≤ now < ends_at). */
  current: z.boolean(),
});
export type StaffStudentAccess = z.infer<typeof StaffStudentAccessSchema>;

export const StaffStudentHomeworkSchema = z.object({
  id: z.number().int(),
  homeworkId: z.number().int(),
  title: z.string(),
  status: z.string(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  submittedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
});

export const StaffStudentSessionSchema = z.object({
  /** The refresh-token family: one sign-in on one device. */
  id: z.string(),
  startedAt: z.string(),
  lastRefreshAt: z.string(),
  expiresAt: z.string(),
});

export const StaffStudentCardSchema = z.object({
  profile: StaffStudentSchema,
  purchases: z.array(StaffStudentOrderSchema),
  access: z.array(StaffStudentAccessSchema),
  homework: z.array(StaffStudentHomeworkSchema),
  rewards: z.object({
    levelTitle: z.string(),
    exp: z.number().int(),
    umcoins: z.number().int(),
    medals: z.number().int(),
    keys: z.number().int(),
    bonuses: z.number().int(),
  }),
  sessions: z.array(StaffStudentSessionSchema),
});
export type StaffStudentCard = z.infer<typeof StaffStudentCardSchema>;

const Reason = z
  .string({ error: 'Укажите причину.' })
  .trim()
  .min(3, 'Опишите причину (не короче 3 символов).')
  .max(500, 'Причина — не длиннее 500 символов.');

/** Grant or extend access: until the end of `endsAt` (a day in the school's time zone). */
export const GrantAccessSchema = z.object({
  product: IdSchema,
  endsAt: isoDay('Укажите дату в формате ГГГГ-ММ-ДД.'),
  reason: Reason,
});
export type GrantAccess = z.infer<typeof GrantAccessSchema>;

export const PasswordResetLinkRequestSchema = z.object({
  /** Also send the link to the student's e-mail, as «Забыли пароль» does. */
  sendEmail: z.boolean().default(true),
});
export const PasswordResetLinkSchema = z.object({
  link: z.string(),
  expiresAt: z.string(),
  emailed: z.boolean(),
});

export const BlockStudentSchema = z.object({
  blocked: z.boolean({ error: 'Укажите, заблокировать или разблокировать.' }),
  reason: Reason,
});
export type BlockStudent = z.infer<typeof BlockStudentSchema>;

/** A product to pick in «Выдать доступ». */
export const StaffProductOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export const StaffProductSearchSchema = z.object({ search: z.string().trim().max(100).optional() });

/** A curator or teacher with the subjects whose homework they check (checker_class_types). */
export const StaffCheckerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['CURATOR_ROLE', 'TEACHER_ROLE']),
  subjects: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type StaffChecker = z.infer<typeof StaffCheckerSchema>;

export const StaffCheckersQuerySchema = PaginationQuery.extend({
  role: z.enum(['CURATOR_ROLE', 'TEACHER_ROLE']).default('CURATOR_ROLE'),
});

export const CheckerSubjectSchema = z.object({ classType: IdSchema });
