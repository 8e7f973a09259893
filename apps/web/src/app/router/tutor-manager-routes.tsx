import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page, searchPage } from './page-route';
import { oneOf, searchSchema } from './search';

/** The tutor's and the manager's lists, where they start (spec 1 §2 root redirect by role). */
export const tutorManagerRoutes = [
  page({
    path: paths.tutorClients,
    name: 'TutorClients',
    title: 'routes.tutorClients',
    roles: ['TUTOR_ROLE'],
    layout: 'main',
    component: lazyPage(() => import('../../features/tutor/pages/clients-page'), 'ClientsPage'),
  }),
  searchPage({
    path: paths.managerCustomers,
    name: 'ManagerCustomers',
    title: 'routes.managerCustomers',
    roles: ['MANAGER_CS'],
    layout: 'main',
    validateSearch: searchSchema({ role: oneOf(['student', 'tutor']) }),
    component: lazyPage(() => import('../../features/manager/pages/customers-page'), 'CustomersPage'),
  }),
];
