import { COMMERCE_STAFF, PAYMENT_READERS } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

const area = [{ title: 'routes.staffCommerce', to: paths.staffCommerce }];

/** Issue 16: the staff console's commerce area (docs/staff-commerce.md). */
export const staffCommerceRoutes = [
  page({
    path: paths.staffCommerce,
    name: 'StaffCommerce',
    title: 'routes.staffCommerce',
    roles: PAYMENT_READERS,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff-commerce/pages/commerce-home-page'), 'CommerceHomePage'),
  }),
  page({
    path: paths.staffCommerceProducts,
    name: 'StaffCommerceProducts',
    title: 'routes.staffCommerceProducts',
    roles: COMMERCE_STAFF,
    layout: 'main',
    breadcrumbs: area,
    component: lazyPage(() => import('../../features/staff-commerce/pages/products-page'), 'ProductsPage'),
  }),
  page({
    path: paths.staffCommerceRatePlans,
    name: 'StaffCommerceRatePlans',
    title: 'routes.staffCommerceRatePlans',
    roles: COMMERCE_STAFF,
    layout: 'main',
    breadcrumbs: area,
    component: lazyPage(() => import('../../features/staff-commerce/pages/rate-plans-page'), 'RatePlansPage'),
  }),
  page({
    path: paths.staffCommerceBundles,
    name: 'StaffCommerceBundles',
    title: 'routes.staffCommerceBundles',
    roles: COMMERCE_STAFF,
    layout: 'main',
    breadcrumbs: area,
    component: lazyPage(() => import('../../features/staff-commerce/pages/bundles-page'), 'BundlesPage'),
  }),
  page({
    path: paths.staffCommercePromoCodes,
    name: 'StaffCommercePromoCodes',
    title: 'routes.staffCommercePromoCodes',
    roles: COMMERCE_STAFF,
    layout: 'main',
    breadcrumbs: area,
    component: lazyPage(() => import('../../features/staff-commerce/pages/promo-codes-page'), 'PromoCodesPage'),
  }),
  page({
    path: paths.staffCommerceOrders,
    name: 'StaffCommerceOrders',
    title: 'routes.staffCommerceOrders',
    roles: PAYMENT_READERS,
    layout: 'main',
    breadcrumbs: area,
    component: lazyPage(() => import('../../features/staff-commerce/pages/orders-page'), 'OrdersPage'),
  }),
  page({
    path: paths.staffCommerceOrder,
    name: 'StaffCommerceOrder',
    title: 'routes.staffCommerceOrder',
    roles: PAYMENT_READERS,
    layout: 'main',
    breadcrumbs: [...area, { title: 'routes.staffCommerceOrders', to: paths.staffCommerceOrders }],
    component: lazyPage(() => import('../../features/staff-commerce/pages/order-page'), 'OrderPage'),
  }),
];
