import { paths } from '../../shared/config/paths';
import { clientAreaPage } from './client-area-page';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

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
  clientAreaPage({
    path: paths.clientLectures,
    name: 'TutorClientLectures',
    title: 'routes.clientLectures',
    tab: 'lectures',
    tabRoot: true,
    component: lazyPage(() => import('../../features/tutor-client/pages/client-lectures-page'), 'ClientLecturesPage'),
  }),
  clientAreaPage({
    path: paths.clientLectureAssign,
    name: 'TutorClientLectureAssign',
    title: 'routes.clientLectureAssign',
    tab: 'lectures',
    component: lazyPage(() => import('../../features/tutor-client/pages/lecture-assign-page'), 'LectureAssignPage'),
  }),
  clientAreaPage({
    path: paths.clientLectureEdit,
    name: 'TutorClientLectureEdit',
    title: 'routes.clientLectureEdit',
    tab: 'lectures',
    component: lazyPage(() => import('../../features/tutor-client/pages/lecture-edit-page'), 'LectureEditPage'),
  }),
  clientAreaPage({
    path: paths.clientLectureView,
    name: 'TutorClientLectureView',
    title: 'routes.clientLectureView',
    tab: 'lectures',
    component: lazyPage(() => import('../../features/tutor-client/pages/lecture-view-page'), 'LectureViewPage'),
  }),
  page({
    path: paths.tutorProfile,
    name: 'TutorProfile',
    title: 'routes.tutorProfile',
    roles: ['TUTOR_ROLE'],
    layout: 'main',
    component: lazyPage(() => import('../../features/tutor-profile/pages/tutor-profile-page'), 'TutorProfilePage'),
  }),
];

/** The student watches a tutor's lecture (issue 12); it is listed on /lessons. */
export const studentLectureRoutes = [
  page({
    path: paths.studentLecture,
    name: 'StudentLecture',
    title: 'routes.studentLecture',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    breadcrumbs: [{ title: 'routes.myProductTypes', to: paths.myProductTypes }],
    component: lazyPage(() => import('../../features/lessons/pages/lecture-page'), 'LecturePage'),
  }),
];
