import { createRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { SIGNED_IN } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { homeOf } from './guards';
import { lazyPage } from './lazy-page';
import { page, rootRoute, searchPage } from './page-route';
import { commerceRoutes } from './commerce-routes';
import type * as errorPages from '../../features/errors/pages/error-pages';

const STUDENT = ['STUDENT_ROLE'] as const;
/** Spec 3 §2: the lesson page is for students and chat moderators. */
const LESSON_PAGE = ['STUDENT_ROLE', 'CHAT_MODERATOR'] as const;
const redirectSearch = z.object({ redirect: z.string().optional().catch(undefined) });
/** The router JSON-parses search values ('123' arrives as a number), so text params take numbers back as text. */
const searchText = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);
const identitySearch = z.object({
  client_id: searchText,
  client_redirect: searchText,
  reset_token: searchText,
});
/** VK ID answers with `payload` (JSON, arrives parsed) or with plain code, device_id and state. */
const vkIdSearch = z.object({
  payload: z.unknown().optional(),
  code: searchText,
  device_id: searchText,
  state: searchText,
});

const rootRedirect = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { name: 'Root', layout: 'empty' },
  beforeLoad: () => {
    throw redirect({ to: homeOf(), replace: true });
  },
});

/** Identity pages (spec 1 §2 auth provider paths) keep their client context from the query. */
const identityPage = <K extends keyof typeof paths.identity>(
  key: K,
  name: string,
  title: string,
  component: ReturnType<typeof lazyPage>,
) =>
  searchPage({
    path: paths.identity[key],
    name,
    title,
    layout: 'empty',
    indexable: true,
    validateSearch: identitySearch,
    component,
  });

/**
 * Error pages. Those where help may be needed carry the support phone (spec 1 §2 contacts layout;
 * issue 8: the 403 page leads to support); a page that is not found only needs the way home.
 */
const errorPage = <TPath extends string>(
  path: TPath,
  name: string,
  title: string,
  exportName: keyof typeof errorPages,
  layout: 'header-only' | 'contacts' = 'contacts',
) =>
  page({
    path,
    name,
    title,
    layout,
    component: lazyPage(() => import('../../features/errors/pages/error-pages'), exportName),
  });

export const routes = [
  rootRedirect,
  searchPage({
    path: paths.login,
    name: 'Authorization',
    title: 'routes.login',
    layout: 'empty',
    indexable: true,
    validateSearch: redirectSearch,
    component: lazyPage(() => import('../../features/auth/pages/authorization-page'), 'AuthorizationPage'),
  }),
  searchPage({
    path: paths.oauthCallback,
    name: 'OauthCallback',
    title: 'routes.login',
    layout: 'empty',
    indexable: true,
    validateSearch: redirectSearch,
    component: lazyPage(() => import('../../features/auth/pages/oauth-callback-page'), 'OauthCallbackPage'),
  }),
  searchPage({
    path: paths.vkIdCallback,
    name: 'VkIdCallback',
    title: 'routes.login',
    layout: 'empty',
    indexable: true,
    validateSearch: vkIdSearch,
    component: lazyPage(() => import('../../features/auth/pages/vk-id-callback-page'), 'VkIdCallbackPage'),
  }),
  identityPage(
    'login',
    'IdentityLogin',
    'routes.login',
    lazyPage(() => import('../../features/identity/pages/login-page'), 'IdentityLoginPage'),
  ),
  identityPage(
    'register',
    'IdentityRegister',
    'routes.register',
    lazyPage(() => import('../../features/identity/pages/register-page'), 'IdentityRegisterPage'),
  ),
  identityPage(
    'recoverPassword',
    'IdentityRecoverPassword',
    'routes.recoverPassword',
    lazyPage(() => import('../../features/identity/pages/recover-password-page'), 'RecoverPasswordPage'),
  ),
  identityPage(
    'createPassword',
    'IdentityCreatePassword',
    'routes.createPassword',
    lazyPage(() => import('../../features/identity/pages/create-password-page'), 'CreatePasswordPage'),
  ),
  identityPage(
    'changePassword',
    'IdentityChangePassword',
    'routes.changePassword',
    lazyPage(() => import('../../features/identity/pages/change-password-page'), 'ChangePasswordPage'),
  ),
  page({
    path: paths.home,
    name: 'Home',
    title: 'routes.home',
    roles: SIGNED_IN,
    layout: 'main',
    component: lazyPage(() => import('../../features/home/pages/home-page'), 'HomePage'),
  }),
  searchPage({
    path: paths.myProductTypes,
    name: 'MyProductTypes',
    title: 'routes.myProductTypes',
    roles: STUDENT,
    layout: 'main',
    validateSearch: z.object({
      immediateLevelSelection: z.coerce.number().int().positive().optional().catch(undefined),
    }),
    component: lazyPage(() => import('../../features/lessons/pages/my-product-types-page'), 'MyProductTypesPage'),
  }),
  searchPage({
    path: paths.productTypeLessons,
    name: 'ProductTypeLessons',
    title: 'routes.productTypeLessons',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.myProductTypes', to: paths.myProductTypes }],
    validateSearch: z.object({ page: z.coerce.number().int().positive().optional().catch(undefined) }),
    component: lazyPage(
      () => import('../../features/lessons/pages/product-type-lessons-page'),
      'ProductTypeLessonsPage',
    ),
  }),
  page({
    path: paths.lesson,
    name: 'Lesson',
    title: 'routes.lesson',
    roles: LESSON_PAGE,
    layout: 'media',
    component: lazyPage(() => import('../../features/lesson-page/pages/lesson-page'), 'LessonPage'),
  }),
  page({
    path: paths.lessonByHash,
    name: 'LessonByHash',
    title: 'routes.lesson',
    roles: LESSON_PAGE,
    layout: 'media',
    component: lazyPage(() => import('../../features/lesson-page/pages/lesson-by-hash-page'), 'LessonByHashPage'),
  }),
  searchPage({
    path: paths.schedule,
    name: 'StudentSchedule',
    title: 'routes.schedule',
    roles: STUDENT,
    layout: 'main',
    validateSearch: z.object({
      year: z.coerce.number().int().min(2015).max(2100).optional().catch(undefined),
      month: z.coerce.number().int().min(1).max(12).optional().catch(undefined),
      day: z.coerce.number().int().min(1).max(31).optional().catch(undefined),
      type: z.enum(['lesson', 'homework']).optional().catch(undefined),
    }),
    component: lazyPage(() => import('../../features/schedule/pages/schedule-page'), 'SchedulePage'),
  }),
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
    validateSearch: z.object({ role: z.enum(['student', 'tutor']).optional().catch(undefined) }),
    component: lazyPage(() => import('../../features/manager/pages/customers-page'), 'CustomersPage'),
  }),
  page({
    path: paths.outbox,
    name: 'Outbox',
    title: 'routes.outbox',
    layout: 'header-only',
    component: lazyPage(() => import('../../features/messaging/pages/outbox-page'), 'OutboxPage'),
  }),
  errorPage(paths.notFound, 'NotFound', 'routes.notFound', 'NotFoundPage', 'header-only'),
  errorPage(paths.forbidden, 'Forbidden', 'routes.forbidden', 'ForbiddenPage'),
  errorPage(paths.badRequest, 'BadRequest', 'routes.badRequest', 'BadRequestPage'),
  errorPage(paths.unexpected, 'Unexpected', 'routes.unexpected', 'UnexpectedPage'),
  errorPage(paths.serverNotResponding, 'ServerNotResponding', 'routes.serverNotResponding', 'ServerNotRespondingPage'),
  errorPage(paths.preventionWorks, 'PreventionWorks', 'routes.preventionWorks', 'PreventionWorksPage'),
  errorPage(paths.technicalWorks, 'TechnicalWorks', 'routes.technicalWorks', 'TechnicalWorksPage'),
];

export const routeTree = rootRoute.addChildren([...routes, ...commerceRoutes]);
