import { endpoint } from '../endpoint.js';
import { CONSOLE_STAFF } from '../roles.js';
import { DashboardQuerySchema, DashboardSchema } from './dashboard.schema.js';

/** The staff console's dashboard area (issue 16, docs/staff-dashboard.md). */
export const staffDashboardContract = {
  summary: endpoint({
    method: 'GET',
    path: '/staff/dashboard/',
    summary:
      'Per day of the period in the school time zone: active students, lessons watched, homework handed in and checked, payments and refunds; the checking backlog per checker',
    tag: 'staff-dashboard',
    roles: CONSOLE_STAFF,
    query: DashboardQuerySchema,
    response: DashboardSchema,
  }),
};
