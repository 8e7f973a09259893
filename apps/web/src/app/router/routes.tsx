import { createRootRoute, createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SIGNED_IN } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { RootLayout } from '../layouts/root-layout';
import { guard, homeOf } from './guards';
import { lazyPage } from './lazy-page';
import type { RouteMeta } from './route-meta';

export const rootRoute = createRootRoute({ component: RootLayout });

interface PageOptions extends RouteMeta {
  path: string;
  component: ReturnType<typeof lazyPage>;
  validateSearch?: z.ZodType<Record<string, unknown>>;
}

/** One page of the route table: its metadata, its guard from the same roles, its lazy component. */
function page({ path, component, validateSearch, ...meta }: PageOptions): AnyRoute {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: meta,
    beforeLoad: guard(meta.roles),
    component,
    ...(validateSearch && { validateSearch: (search: Record<string, unknown>) => validateSearch.parse(search) }),
  }) as unknown as AnyRoute;
}

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
const identityPage = (
  key: keyof typeof paths.identity,
  name: string,
  title: string,
  component: ReturnType<typeof lazyPage>,
) =>
  page({
    path: paths.identity[key],
    name,
    title,
    layout: 'empty',
    indexable: true,
    validateSearch: identitySearch,
    component,
  });

const errorPage = (path: string, name: string, title: string, exportName: string) =>
  page({
    path,
    name,
    title,
    layout: 'header-only',
    component: lazyPage(() => import('../../features/errors/pages/error-pages'), exportName as 'NotFoundPage'),
  });

export const routes = [
  rootRedirect,
  page({
    path: paths.login,
    name: 'Authorization',
    title: 'routes.login',
    layout: 'empty',
    indexable: true,
    validateSearch: redirectSearch,
    component: lazyPage(() => import('../../features/auth/pages/authorization-page'), 'AuthorizationPage'),
  }),
  page({
    path: paths.oauthCallback,
    name: 'OauthCallback',
    title: 'routes.login',
    layout: 'empty',
    indexable: true,
    validateSearch: redirectSearch,
    component: lazyPage(() => import('../../features/auth/pages/oauth-callback-page'), 'OauthCallbackPage'),
  }),
  page({
    path: '/vk-id-callback/{-$type}',
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
  page({
    path: paths.tutorClients,
    name: 'TutorClients',
    title: 'routes.tutorClients',
    roles: ['TUTOR_ROLE'],
    layout: 'main',
    component: lazyPage(() => import('../../features/tutor/pages/clients-page'), 'ClientsPage'),
  }),
  page({
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
  errorPage(paths.notFound, 'NotFound', 'routes.notFound', 'NotFoundPage'),
  errorPage(paths.forbidden, 'Forbidden', 'routes.forbidden', 'ForbiddenPage'),
  errorPage(paths.badRequest, 'BadRequest', 'routes.badRequest', 'BadRequestPage'),
  errorPage(paths.unexpected, 'Unexpected', 'routes.unexpected', 'UnexpectedPage'),
  errorPage(paths.serverNotResponding, 'ServerNotResponding', 'routes.serverNotResponding', 'ServerNotRespondingPage'),
  errorPage(paths.preventionWorks, 'PreventionWorks', 'routes.preventionWorks', 'PreventionWorksPage'),
  errorPage(paths.technicalWorks, 'TechnicalWorks', 'routes.technicalWorks', 'TechnicalWorksPage'),
];

export const routeTree = rootRoute.addChildren(routes);
