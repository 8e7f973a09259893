import { endpoint } from '../endpoint.js';
import { paginated } from '../common.js';
import { AUDIT_READERS } from '../roles.js';
import { AuditEntrySchema, AuditQuerySchema } from './audit.schema.js';

const tag = 'staff';

/** The staff console's own endpoints (issue 16, docs/staff.md); each area has its contract beside this one. */
export const staffContract = {
  auditLog: endpoint({
    method: 'GET',
    path: '/staff/audit-log/',
    summary: 'Who changed what and when in the staff console, newest first; filters by thing, action, actor',
    tag,
    roles: AUDIT_READERS,
    query: AuditQuerySchema,
    response: paginated(AuditEntrySchema),
  }),
};
