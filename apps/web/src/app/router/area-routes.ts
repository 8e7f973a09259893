import { rootRoute } from './page-route';
import { coreRoutes } from './routes';
import { staffRoutes } from './staff-routes';
import { staffContentRoutes } from './staff-content-routes';
import { staffCommerceRoutes } from './staff-commerce-routes';
import { staffPeopleRoutes } from './staff-people-routes';
import { staffDashboardRoutes } from './staff-dashboard-routes';
import { staffEngagementRoutes } from './staff-engagement-routes';
import { staffTasksRoutes } from './staff-tasks-routes';
import { checkingRoutes } from './checking-routes';
import { moderationRoutes } from './moderation-routes';
import { personalWorksRoutes } from './personal-works-routes';
import { tutoringScheduleRoutes } from './tutoring-schedule-routes';
import { tutorClientRoutes } from './tutor-client-routes';
import { tutorManagerRoutes } from './tutor-manager-routes';

/**
 * The areas no student opens: the staff console, homework checking, chat moderation, the tutors'
 * clients and works, the managers' customers and schedules. A chunk of their own (area-loader.ts);
 * once loaded, the root holds every route of the app, and the router's type is this whole tree
 * (router.ts).
 */
export const areaRoutes = [
  ...tutorManagerRoutes,
  ...tutorClientRoutes,
  ...staffRoutes,
  ...staffContentRoutes,
  ...staffCommerceRoutes,
  ...staffPeopleRoutes,
  ...staffDashboardRoutes,
  ...staffEngagementRoutes,
  ...staffTasksRoutes,
  ...checkingRoutes,
  ...moderationRoutes,
  ...personalWorksRoutes,
  ...tutoringScheduleRoutes,
];

export const fullRouteTree = rootRoute.addChildren([...coreRoutes, ...areaRoutes]);
