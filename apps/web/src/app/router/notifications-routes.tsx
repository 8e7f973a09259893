import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

/** Issue 14: the notification settings, reached from the profile menu and the bell's list. */
export const notificationsRoutes = [
  page({
    path: paths.profileNotifications,
    name: 'ProfileNotifications',
    title: 'routes.profileNotifications',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    breadcrumbs: [{ title: 'routes.profile', to: paths.profile }],
    component: lazyPage(
      () => import('../../features/notifications/pages/notification-settings-page'),
      'NotificationSettingsPage',
    ),
  }),
];
