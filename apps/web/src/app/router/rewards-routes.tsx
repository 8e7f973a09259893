import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

const STUDENT = ['STUDENT_ROLE'] as const;

/** Issue 9: the loyalty program (spec 1 §2 /loyalty, /loyalty/about) and the results page (spec 2 §2). */
export const rewardsRoutes = [
  page({
    path: paths.loyalty,
    name: 'Loyalty',
    title: 'routes.loyalty',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/loyalty/pages/loyalty-page'), 'LoyaltyPage'),
  }),
  page({
    path: paths.loyaltyAbout,
    name: 'AcademicAchievements',
    title: 'routes.loyaltyAbout',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.loyalty', to: paths.loyalty }],
    component: lazyPage(() => import('../../features/loyalty/pages/loyalty-about-page'), 'LoyaltyAboutPage'),
  }),
  page({
    path: paths.results,
    name: 'StudentResults',
    title: 'routes.results',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/results/pages/results-page'), 'ResultsPage'),
  }),
];
