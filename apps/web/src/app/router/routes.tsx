import { createRoute, redirect } from '@tanstack/react-router';
import { CHAT_MODERATORS, SIGNED_IN } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { homeOf } from './guards';
import { lazyPage, lazyPageWithPrefetch } from './lazy-page';
import { searchSchema, string, text, intBetween, positiveInt, oneOf, anything } from './search';
import { page, rootRoute, searchPage } from './page-route';
import { commerceRoutes } from './commerce-routes';
import { productsRoutes } from './products-routes';
import { rewardsRoutes } from './rewards-routes';
import { levelTestsRoutes } from './level-tests-routes';
import { chatStylingRoutes } from './chat-styling-routes';
import { chatRoomsRoutes } from './chat-rooms-routes';
import { homeworkRoutes } from './homework-routes';
import { trainingRoutes } from './training-routes';
import { studentLectureRoutes } from './tutor-client-routes';
import { goalsRoutes } from './goals-routes';
import { notificationsRoutes } from './notifications-routes';
import type * as errorPages from '../../features/errors/pages/error-pages';

const STUDENT = ['STUDENT_ROLE'] as const;
/** Spec 3 §2: the lesson page is for students and chat moderators; curators moderate their subjects' chats (issue 11). */
const LESSON_PAGE = ['STUDENT_ROLE', ...CHAT_MODERATORS] as const;
const redirectSearch = searchSchema({ redirect: string });
/**
 * A dec-token sign-in from a sister platform: `/login/dec?dec_token=...&redirect=...` (not `token`:
 * the session start takes that one as a one-time code, spec 1 §4).
 */
const loginByTypeSearch = searchSchema({ dec_token: text, redirect: string });
const identitySearch = searchSchema({
  client_id: text,
  client_redirect: text,
  reset_token: text,
});
/** VK ID answers with `payload` (JSON, arrives parsed) or with plain code, device_id and state. */
const vkIdSearch = searchSchema({
  payload: anything,
  code: text,
  device_id: text,
  state: text,
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
    path: paths.loginByType,
    name: 'AuthorizationByType',
    title: 'routes.login',
    layout: 'empty',
    validateSearch: loginByTypeSearch,
    component: lazyPage(() => import('../../features/auth/pages/login-by-type-page'), 'LoginByTypePage'),
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
    ...lazyPageWithPrefetch(() => import('../../features/home/pages/home-page'), 'HomePage', 'prefetchHomePage'),
  }),
  searchPage({
    path: paths.profile,
    name: 'Profile',
    title: 'routes.profile',
    roles: STUDENT,
    layout: 'main',
    // Spec 1 §2: scope=documents opens the documents section.
    validateSearch: searchSchema({ scope: oneOf(['documents']) }),
    component: lazyPage(() => import('../../features/profile/pages/profile-page'), 'ProfilePage'),
  }),
  page({
    path: paths.profileEdit,
    name: 'ProfileEdit',
    title: 'routes.profileEdit',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.profile', to: paths.profile }],
    component: lazyPage(() => import('../../features/profile/pages/profile-edit-page'), 'ProfileEditPage'),
  }),
  searchPage({
    path: paths.myProductTypes,
    name: 'MyProductTypes',
    title: 'routes.myProductTypes',
    roles: STUDENT,
    layout: 'main',
    validateSearch: searchSchema({
      immediateLevelSelection: positiveInt,
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
    validateSearch: searchSchema({ page: positiveInt }),
    component: lazyPage(
      () => import('../../features/lessons/pages/product-type-lessons-page'),
      'ProductTypeLessonsPage',
    ),
  }),
  page({
    path: paths.lesson,
    name: 'Lesson',
    hideSupportButton: true,
    title: 'routes.lesson',
    roles: LESSON_PAGE,
    layout: 'media',
    ...lazyPageWithPrefetch(
      () => import('../../features/lesson-page/pages/lesson-page'),
      'LessonPage',
      'prefetchLessonPage',
    ),
  }),
  page({
    path: paths.lessonByHash,
    name: 'LessonByHash',
    hideSupportButton: true,
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
    validateSearch: searchSchema({
      year: intBetween(2015, 2100),
      month: intBetween(1, 12),
      day: intBetween(1, 31),
      type: oneOf(['lesson', 'homework']),
    }),
    component: lazyPage(() => import('../../features/schedule/pages/schedule-page'), 'SchedulePage'),
  }),
  searchPage({
    path: paths.trainer,
    name: 'AcademicAchievements',
    title: 'routes.trainer',
    roles: STUDENT,
    layout: 'main',
    validateSearch: searchSchema({ deck: positiveInt }),
    component: lazyPage(() => import('../../features/memory-cards/pages/trainer-page'), 'TrainerPage'),
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

/**
 * Every page a student or a visitor may open. The staff console's, the checkers', the moderators' and
 * the tutors' and managers' own areas are in `area-routes.ts`, which loads when an address is not
 * found here or the user's home is there (issue 8: the sign-in and student first visits carry
 * neither those routes nor their chunks' lists).
 */
export const coreRoutes = [
  ...routes,
  ...commerceRoutes,
  ...productsRoutes,
  ...rewardsRoutes,
  ...chatStylingRoutes,
  ...homeworkRoutes,
  ...trainingRoutes,
  ...chatRoomsRoutes,
  ...studentLectureRoutes,
  ...goalsRoutes,
  ...notificationsRoutes,
  ...levelTestsRoutes,
];

export const routeTree = rootRoute.addChildren(coreRoutes);
