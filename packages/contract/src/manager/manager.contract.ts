import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { PaginationQuery, paginated } from '../common.js';

const tag = 'manager';
/** Name, e-mail or phone typed into the list's search box. */
const SearchText = z.string().trim().max(100);

/** Spec 3 §2: the customers list shows students or tutors, by query `role`. */
export const CUSTOMER_ROLES = ['student', 'tutor'] as const;
export const CustomerRoleSchema = z.enum(CUSTOMER_ROLES);
export type CustomerRole = z.infer<typeof CustomerRoleSchema>;

/** Spec 3 §7 does not show the manager's calls; this row is our design (docs/tutor-and-manager.md). */
export const CustomerSchema = z.object({
  id: z.number().int(),
  role: CustomerRoleSchema,
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  registrationDate: z.string(),
  /** Students: tutors teaching them now; null for tutors. */
  activeTutors: z.number().int().nullable(),
  /** Tutors: clients they teach now; null for students. */
  activeClients: z.number().int().nullable(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomersQuerySchema = PaginationQuery.extend({
  role: CustomerRoleSchema.default('student'),
  search: SearchText.optional(),
});
export type CustomersQuery = z.infer<typeof CustomersQuerySchema>;

export const managerContract = {
  customers: endpoint({
    method: 'GET',
    path: '/manager/customers/',
    summary: 'Students or tutors, searched by name, e-mail or phone',
    tag,
    roles: ['MANAGER_CS'],
    query: CustomersQuerySchema,
    response: paginated(CustomerSchema),
  }),
};
