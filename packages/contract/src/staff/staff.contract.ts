import { endpoint } from '../endpoint.js';
import { IdParams, paginated } from '../common.js';
import { ACCOUNT_ADMINS, AUDIT_READERS } from '../roles.js';
import { AuditEntrySchema, AuditQuerySchema } from './audit.schema.js';
import {
  CreatedStaffAccountSchema,
  NewStaffAccountSchema,
  StaffAccountChangeSchema,
  StaffAccountSchema,
  StaffAccountsQuerySchema,
} from './accounts.schema.js';

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
  accounts: endpoint({
    method: 'GET',
    path: '/staff/accounts/',
    summary: 'Staff accounts by name, filtered by role or text',
    tag,
    roles: ACCOUNT_ADMINS,
    query: StaffAccountsQuerySchema,
    response: paginated(StaffAccountSchema),
  }),
  createAccount: endpoint({
    method: 'POST',
    path: '/staff/accounts/',
    summary: 'Open a staff account with a role; its password is generated and answered once',
    tag,
    roles: ACCOUNT_ADMINS,
    body: NewStaffAccountSchema,
    response: CreatedStaffAccountSchema,
    status: 201,
  }),
  changeAccount: endpoint({
    method: 'PATCH',
    path: '/staff/accounts/:id/',
    summary: "Change a staff account's role or close it (its sessions end at once)",
    tag,
    roles: ACCOUNT_ADMINS,
    params: IdParams,
    body: StaffAccountChangeSchema,
    response: StaffAccountSchema,
  }),
};
