import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

const STUDENT = ['STUDENT_ROLE'] as const;
const SETTINGS = [{ title: 'routes.trainingSettings', to: paths.trainingSettings }];

/** Issue 15: practice over the task bank (spec 2 §2 "training settings", "training", "training result"). */
export const trainingRoutes = [
  page({
    path: paths.trainingSettings,
    name: 'TrainingSettings',
    title: 'routes.trainingSettings',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/training/pages/training-settings-page'), 'TrainingSettingsPage'),
  }),
  page({
    path: paths.training,
    name: 'Training',
    hideSupportButton: true,
    title: 'routes.training',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: SETTINGS,
    component: lazyPage(() => import('../../features/training/pages/training-page'), 'TrainingPage'),
  }),
  page({
    path: paths.trainingResult,
    name: 'TrainingResult',
    title: 'routes.trainingResult',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: SETTINGS,
    component: lazyPage(() => import('../../features/training/pages/training-result-page'), 'TrainingResultPage'),
  }),
];
