import { paths } from '../../shared/config/paths';
import { clientAreaPage } from './client-area-page';
import { lazyPage } from './lazy-page';

/** Issue 12: the tutor's client area (spec 3 §2 /clients/{id}), its lectures and the tutor's profile. */
export const tutorClientRoutes = [
  clientAreaPage({
    path: paths.clientOverview,
    name: 'TutorClient',
    title: 'routes.clientOverview',
    tab: 'overview',
    tabRoot: true,
    component: lazyPage(() => import('../../features/tutor-client/pages/client-overview-page'), 'ClientOverviewPage'),
  }),
];
