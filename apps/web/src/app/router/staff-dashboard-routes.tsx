import { CONSOLE_STAFF } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

/** Issue 16: the staff console's dashboard area, the home of console staff (docs/staff-dashboard.md). */
export const staffDashboardRoutes = [
  page({
    path: paths.staff,
    name: 'StaffDashboard',
    title: 'routes.staff',
    roles: CONSOLE_STAFF,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff-dashboard/pages/dashboard-page'), 'DashboardPage'),
  }),
];
