import type { Role } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

const STUDENT: readonly Role[] = ['STUDENT_ROLE'];
/** Spec 2 §6: the catalog is for students and curators. */
const CATALOG: readonly Role[] = ['STUDENT_ROLE', 'CURATOR_ROLE'];

/** Issue 15: "Мои подарки", and the named routes catalog start and bundle configure (spec 2 §2). */
export const productsRoutes = [
  page({
    path: paths.gifts,
    name: 'Gifts',
    title: 'routes.gifts',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/products/pages/gifts-page'), 'GiftsPage'),
  }),
  page({
    path: paths.catalogStart,
    name: 'CatalogStart',
    title: 'routes.catalogStart',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/products/pages/catalog-start-page'), 'CatalogStartPage'),
  }),
  page({
    path: paths.bundleConfigure,
    name: 'BundleConfigure',
    title: 'routes.bundleConfigure',
    roles: CATALOG,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.catalog', to: paths.catalog }],
    component: lazyPage(() => import('../../features/products/pages/bundle-configure-page'), 'BundleConfigurePage'),
  }),
];
