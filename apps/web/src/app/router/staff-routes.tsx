import { ACCOUNT_ADMINS, AUDIT_READERS } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

/** Issue 16: the staff console's own pages (docs/staff.md); each area has its route file beside this one. */
export const staffRoutes = [
  page({
    path: paths.staffAudit,
    name: 'StaffAudit',
    title: 'routes.staffAudit',
    roles: AUDIT_READERS,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff/pages/audit-log-page'), 'AuditLogPage'),
  }),
  page({
    path: paths.staffAccounts,
    name: 'StaffAccounts',
    title: 'routes.staffAccounts',
    roles: ACCOUNT_ADMINS,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff/pages/staff-accounts-page'), 'StaffAccountsPage'),
  }),
];
