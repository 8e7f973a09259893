import { managerCustomersStudentsHref, managerCustomersTutorsHref, paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

const MANAGER = ['MANAGER_CS'] as const;
/** Spec 3 §2: a customer's pages lead back to the list of their role (the regular schedule's to the students). */
const STUDENTS = [{ title: 'routes.managerCustomers', to: managerCustomersStudentsHref }];

/** Issue 12: the tutor's slots (behind the flag schedule-slots) and the manager's schedules of a customer. */
export const tutoringScheduleRoutes = [
  page({
    path: paths.tutorSlots,
    name: 'TutorSlots',
    title: 'routes.tutorSlots',
    roles: ['TUTOR_ROLE'],
    layout: 'main',
    component: lazyPage(() => import('../../features/tutor-slots/pages/tutor-slots-page'), 'TutorSlotsPage'),
  }),
  page({
    path: paths.customerClientSlots,
    name: 'ManagerClientSlots',
    title: 'routes.customerClientSlots',
    roles: MANAGER,
    layout: 'main',
    breadcrumbs: STUDENTS,
    component: lazyPage(() => import('../../features/customer-schedule/pages/client-slots-page'), 'ClientSlotsPage'),
  }),
  page({
    path: paths.customerTutorSlots,
    name: 'ManagerTutorSlots',
    title: 'routes.customerTutorSlots',
    roles: MANAGER,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.managerCustomers', to: managerCustomersTutorsHref }],
    component: lazyPage(() => import('../../features/customer-schedule/pages/tutor-slots-page'), 'TutorSlotsPage'),
  }),
  page({
    path: paths.customerRegularSchedule,
    name: 'ManagerRegularSchedule',
    title: 'routes.customerRegularSchedule',
    roles: MANAGER,
    layout: 'main',
    breadcrumbs: STUDENTS,
    component: lazyPage(
      () => import('../../features/customer-schedule/pages/regular-schedule-page'),
      'RegularSchedulePage',
    ),
  }),
];
