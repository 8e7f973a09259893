import { ENGAGEMENT_STAFF } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

/** Issue 16: the staff console's engagement area: modals, corner polls, feature flags (docs/staff-engagement.md). */
export const staffEngagementRoutes = [
  page({
    path: paths.staffEngagement,
    name: 'StaffEngagement',
    title: 'routes.staffEngagement',
    roles: ENGAGEMENT_STAFF,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff-engagement/pages/engagement-page'), 'EngagementPage'),
  }),
];
