import { z } from '../zod.js';
import { PaginationQuery } from '../common.js';
import { STAFF_ROLES } from '../roles.js';

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** A staff account as the administrator sees it (docs/staff.md "Staff accounts"). */
export const StaffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: StaffRoleSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffAccountsQuerySchema = PaginationQuery.extend({
  role: StaffRoleSchema.optional(),
  search: z.string().trim().max(100).optional(),
});

const name = z.string().trim().min(1, 'Обязательное поле.').max(100);

export const NewStaffAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Неверный адрес электронной почты').max(254)),
  firstName: name,
  lastName: name,
  role: StaffRoleSchema,
});

export const StaffAccountChangeSchema = z
  .object({ role: StaffRoleSchema.optional(), isActive: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.isActive !== undefined, 'Укажите роль или доступ.');

/** The new account and its password, shown once: the administrator hands it over, the person changes it. */
export const CreatedStaffAccountSchema = z.object({ account: StaffAccountSchema, password: z.string() });
