import { MODERATION_STAFF, PEOPLE_STAFF } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

/** Issue 16: the staff console's people area (docs/staff-people.md). */
export const staffPeopleRoutes = [
  page({
    path: paths.staffPeople,
    name: 'StaffPeople',
    title: 'routes.staffPeople',
    roles: PEOPLE_STAFF,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff-people/pages/students-page'), 'StudentsPage'),
  }),
  page({
    path: paths.staffStudent,
    name: 'StaffStudent',
    title: 'routes.staffStudent',
    roles: PEOPLE_STAFF,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.staffPeople', to: paths.staffPeople }],
    component: lazyPage(() => import('../../features/staff-people/pages/student-card-page'), 'StudentCardPage'),
  }),
  page({
    path: paths.staffCheckers,
    name: 'StaffCheckers',
    title: 'routes.staffCheckers',
    roles: PEOPLE_STAFF,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.staffPeople', to: paths.staffPeople }],
    component: lazyPage(() => import('../../features/staff-people/pages/checkers-page'), 'CheckersPage'),
  }),
  page({
    path: paths.staffTutors,
    name: 'StaffTutors',
    title: 'routes.staffTutors',
    roles: PEOPLE_STAFF,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.staffPeople', to: paths.staffPeople }],
    component: lazyPage(() => import('../../features/staff-people/pages/tutors-page'), 'TutorsPage'),
  }),
  page({
    path: paths.staffTutor,
    name: 'StaffTutor',
    title: 'routes.staffTutor',
    roles: PEOPLE_STAFF,
    layout: 'main',
    breadcrumbs: [
      { title: 'routes.staffPeople', to: paths.staffPeople },
      { title: 'routes.staffTutors', to: paths.staffTutors },
    ],
    component: lazyPage(() => import('../../features/staff-people/pages/tutor-page'), 'TutorPage'),
  }),
  page({
    path: paths.staffModerators,
    name: 'StaffModerators',
    title: 'routes.staffModerators',
    roles: MODERATION_STAFF,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff-people/pages/moderators-page'), 'ModeratorsPage'),
  }),
  page({
    path: paths.staffModerator,
    name: 'StaffModerator',
    title: 'routes.staffModerator',
    roles: MODERATION_STAFF,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.staffModerators', to: paths.staffModerators }],
    component: lazyPage(() => import('../../features/staff-people/pages/moderator-page'), 'ModeratorPage'),
  }),
];
