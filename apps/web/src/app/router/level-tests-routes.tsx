import { LOTTERY_STAFF } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

const STUDENT = ['STUDENT_ROLE'] as const;

/** Issue 15: placement tests (spec 1 §7 student-level-tests) and the apartment lottery (docs/level-tests-and-lottery.md). */
export const levelTestsRoutes = [
  page({
    path: paths.levelTests,
    name: 'StudentLevelTests',
    title: 'routes.levelTests',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/level-tests/pages/level-tests-page'), 'LevelTestsPage'),
  }),
  page({
    path: paths.levelTest,
    name: 'StudentLevelTest',
    hideSupportButton: true,
    title: 'routes.levelTest',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.levelTests', to: paths.levelTests }],
    component: lazyPage(() => import('../../features/level-tests/pages/level-test-page'), 'LevelTestPage'),
  }),
  page({
    path: paths.apartmentLottery,
    name: 'ApartmentLottery',
    title: 'routes.apartmentLottery',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(
      () => import('../../features/apartment-lottery/pages/apartment-lottery-page'),
      'ApartmentLotteryPage',
    ),
  }),
  page({
    path: paths.lotteryReview,
    name: 'ApartmentLotteryReview',
    title: 'routes.lotteryReview',
    roles: LOTTERY_STAFF,
    layout: 'main',
    component: lazyPage(
      () => import('../../features/apartment-lottery/pages/lottery-review-page'),
      'LotteryReviewPage',
    ),
  }),
];
