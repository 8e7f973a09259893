import { paths } from '../../shared/config/paths';
import { clientAreaPage } from './client-area-page';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

const TUTOR = ['TUTOR_ROLE'] as const;
const BASE = [{ title: 'routes.personalWorksBase', to: paths.personalWorksBase }];
const editor = (name: 'CreateWorkPage' | 'EditWorkPage' | 'ClientCreateWorkPage' | 'ClientEditWorkPage') =>
  lazyPage(() => import('../../features/personal-works/pages/work-editor-page'), name);
const viewer = (name: 'WorkViewPage' | 'ClientWorkViewPage') =>
  lazyPage(() => import('../../features/personal-works/pages/work-view-page'), name);

/** Issue 12: the tutor's personal works, their library and what each client was given (spec 3 §2). */
export const personalWorksRoutes = [
  page({
    path: paths.personalWorksBase,
    name: 'TutorHwBase',
    title: 'routes.personalWorksBase',
    roles: TUTOR,
    layout: 'main',
    component: lazyPage(() => import('../../features/personal-works/pages/works-base-page'), 'WorksBasePage'),
  }),
  page({
    path: paths.personalWorkCreate,
    name: 'TutorHwCreate',
    title: 'routes.personalWorkCreate',
    roles: TUTOR,
    layout: 'main',
    breadcrumbs: BASE,
    component: editor('CreateWorkPage'),
  }),
  page({
    path: paths.personalWorkEdit,
    name: 'TutorHwEdit',
    title: 'routes.personalWorkEdit',
    roles: TUTOR,
    layout: 'main',
    breadcrumbs: BASE,
    component: editor('EditWorkPage'),
  }),
  page({
    path: paths.personalWorkView,
    name: 'TutorHwView',
    title: 'routes.personalWorkView',
    roles: TUTOR,
    layout: 'main',
    breadcrumbs: BASE,
    component: viewer('WorkViewPage'),
  }),
  clientAreaPage({
    path: paths.clientPersonalWorks,
    name: 'TutorClientHw',
    title: 'routes.clientPersonalWorks',
    tab: 'personal-works',
    tabRoot: true,
    component: lazyPage(() => import('../../features/personal-works/pages/client-works-page'), 'ClientWorksPage'),
  }),
  clientAreaPage({
    path: paths.clientPersonalWorkCreate,
    name: 'TutorClientHwCreate',
    title: 'routes.personalWorkCreate',
    tab: 'personal-works',
    component: editor('ClientCreateWorkPage'),
  }),
  clientAreaPage({
    path: paths.clientPersonalWorkEdit,
    name: 'TutorClientHwEdit',
    title: 'routes.personalWorkEdit',
    tab: 'personal-works',
    component: editor('ClientEditWorkPage'),
  }),
  clientAreaPage({
    path: paths.clientPersonalWorkView,
    name: 'TutorClientHwView',
    title: 'routes.personalWorkView',
    tab: 'personal-works',
    component: viewer('ClientWorkViewPage'),
  }),
  clientAreaPage({
    path: paths.clientSubmission,
    name: 'TutorClientSubmission',
    title: 'routes.clientSubmission',
    tab: 'personal-works',
    component: lazyPage(
      () => import('../../features/personal-works/pages/client-submission-page'),
      'ClientSubmissionPage',
    ),
  }),
];
