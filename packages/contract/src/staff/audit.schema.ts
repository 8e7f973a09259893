import { z } from '../zod.js';
import { PaginationQuery } from '../common.js';
import { RoleSchema } from '../roles.schema.js';

/** One change staff made (docs/staff.md "The audit log"). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  actorRole: RoleSchema,
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const filterText = z.string().trim().max(60).optional();

export const AuditQuerySchema = PaginationQuery.extend({
  entity: filterText,
  entityId: filterText,
  action: filterText,
  actor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
