import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Role } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { currentRole } from '../../shared/session/session-store';
import { lazyPage, lazyPageWithPrefetch } from './lazy-page';
import { searchSchema, text, positiveInt, oneOf, flag } from './search';
import { page, searchPage } from './page-route';

const STUDENT: readonly Role[] = ['STUDENT_ROLE'];
const GUEST_OR_STUDENT: readonly Role[] = ['GUEST', 'STUDENT_ROLE'];
/** Spec 2 §6: the catalog is for students and curators. */
const CATALOG: readonly Role[] = ['STUDENT_ROLE', 'CURATOR_ROLE'];

/** Spec 2 §2: the catalog's product type id is numeric; /catalog/abc is no page, so it is not found (issue 8). */
function numericProductType(location: ParsedLocation): void {
  const segment = location.pathname.split('/')[2];
  if (segment && !/^[1-9]\d*$/.test(segment)) throw redirect({ to: paths.notFound, replace: true });
}

// Outside the route: inferred inside the call, with the redirect rule's arrow beside it, it would lose its type.
const paymentSearch = searchSchema({ cartHash: text, method: oneOf(['card', 'details']), isCartStandalone: flag });

/** Spec 2 §2 commerce routes. */
export const commerceRoutes = [
  searchPage({
    path: paths.catalog,
    name: 'Catalog',
    title: 'routes.catalog',
    roles: CATALOG,
    layout: 'main',
    validateSearch: searchSchema({
      classType: positiveInt,
      classYear: positiveInt,
      sysCourseTypeCode: text,
      month: text,
    }),
    redirectRule: numericProductType,
    ...lazyPageWithPrefetch(
      () => import('../../features/catalog/pages/catalog-page'),
      'CatalogPage',
      'prefetchCatalogPage',
    ),
  }),
  page({
    path: paths.cart,
    name: 'Cart',
    title: 'routes.cart',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/cart/pages/cart-page'), 'CartPage'),
  }),
  page({
    path: paths.standaloneCart,
    name: 'StandaloneCart',
    title: 'routes.cart',
    roles: GUEST_OR_STUDENT,
    layout: 'header-only',
    component: lazyPage(() => import('../../features/cart/pages/standalone-cart-page'), 'StandaloneCartPage'),
  }),
  page({
    path: paths.cartLink,
    name: 'CartLink',
    title: 'routes.cart',
    roles: GUEST_OR_STUDENT,
    layout: 'empty',
    component: lazyPage(() => import('../../features/cart/pages/cart-link-page'), 'CartLinkPage'),
  }),
  page({
    path: paths.cartOwnedByAnother,
    name: 'CartOwnedByAnother',
    title: 'routes.cartOwnedByAnother',
    roles: GUEST_OR_STUDENT,
    layout: 'header-only',
    // Spec 2 §2: a logged-in non-guest is redirected to /cart.
    redirectRule: () => {
      if (currentRole() !== 'GUEST') throw redirect({ to: paths.cart, replace: true });
    },
    component: lazyPage(() => import('../../features/cart/pages/cart-owned-by-another-page'), 'CartOwnedByAnotherPage'),
  }),
  searchPage({
    path: paths.payment,
    name: 'Payment',
    title: 'routes.payment',
    roles: GUEST_OR_STUDENT,
    layout: 'empty',
    validateSearch: paymentSearch,
    // Spec 2 §2: without cartHash a guest is sent to login with a way back.
    redirectRule: (location, search) => {
      if (currentRole() === 'GUEST' && !search.cartHash) {
        throw redirect({ to: paths.login, search: { redirect: location.href }, replace: true });
      }
    },
    component: lazyPage(() => import('../../features/payment/pages/payment-page'), 'PaymentPage'),
  }),
  searchPage({
    path: paths.paymentByDetails,
    name: 'PaymentByRequisites',
    title: 'routes.paymentByDetails',
    roles: GUEST_OR_STUDENT,
    layout: 'empty',
    validateSearch: searchSchema({ cartHash: text, isCartStandalone: flag }),
    component: lazyPage(() => import('../../features/payment/pages/payment-by-details-page'), 'PaymentByDetailsPage'),
  }),
  page({
    path: paths.paymentSuccess,
    name: 'PaymentSuccess',
    title: 'routes.paymentSuccess',
    roles: GUEST_OR_STUDENT,
    layout: 'header-only',
    component: lazyPage(() => import('../../features/payment/pages/payment-success-page'), 'PaymentSuccessPage'),
  }),
  searchPage({
    path: paths.paymentReject,
    name: 'PaymentReject',
    title: 'routes.paymentReject',
    // A failed payment is when the support phone helps (spec 1 §2 contacts layout).
    layout: 'contacts',
    validateSearch: searchSchema({ transaction: text }),
    component: lazyPage(() => import('../../features/payment/pages/payment-reject-page'), 'PaymentRejectPage'),
  }),
  searchPage({
    path: paths.sandboxCheckout,
    name: 'SandboxCheckout',
    title: 'routes.sandboxCheckout',
    layout: 'empty',
    // The signature of the checkout link init answered (docs/commerce.md SANDBOX).
    validateSearch: searchSchema({ signature: text }),
    component: lazyPage(() => import('../../features/payment/pages/sandbox-checkout-page'), 'SandboxCheckoutPage'),
  }),
  page({
    path: paths.kaspiPayment,
    // Spec 2 §2 named route "Kaspi payment" (its path is ours): the order shown to pay in the Kaspi app.
    name: 'KaspiPayment',
    title: 'routes.kaspiPayment',
    roles: STUDENT,
    layout: 'empty',
    ignoreOnboarding: true,
    component: lazyPage(() => import('../../features/payment/pages/kaspi-payment-page'), 'KaspiPaymentPage'),
  }),
  searchPage({
    path: paths.couponCallback,
    name: 'CouponCallback',
    title: 'routes.couponCallback',
    roles: STUDENT,
    layout: 'empty',
    validateSearch: searchSchema({ coupon: text }),
    component: lazyPage(() => import('../../features/payment/pages/coupon-callback-page'), 'CouponCallbackPage'),
  }),
  searchPage({
    path: paths.merchCallback,
    name: 'MerchCallback',
    title: 'routes.merchCallback',
    roles: STUDENT,
    layout: 'empty',
    validateSearch: searchSchema({ order_id: text }),
    component: lazyPage(() => import('../../features/payment/pages/merch-callback-page'), 'MerchCallbackPage'),
  }),
  searchPage({
    path: paths.legal,
    name: 'Documents',
    title: 'routes.legal',
    roles: STUDENT,
    layout: 'main',
    validateSearch: searchSchema({ tab: oneOf(['purchases', 'organization']) }),
    component: lazyPage(() => import('../../features/documents/pages/legal-page'), 'LegalPage'),
  }),
  page({
    path: paths.promoCodes,
    name: 'PromoCodes',
    title: 'routes.promoCodes',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/cart/pages/promo-codes-page'), 'PromoCodesPage'),
  }),
  page({
    path: paths.subscriptions,
    name: 'Subscriptions',
    title: 'routes.subscriptions',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/subscriptions/pages/subscriptions-page'), 'SubscriptionsPage'),
  }),
  page({
    path: paths.subscriptionRenewal,
    name: 'SubscriptionRenewal',
    title: 'routes.subscriptionRenewal',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.subscriptions', to: paths.subscriptions }],
    component: lazyPage(() => import('../../features/subscriptions/pages/renewal-page'), 'RenewalPage'),
  }),
  page({
    path: paths.subscriptionUpgrade,
    name: 'SubscriptionUpgrade',
    title: 'routes.subscriptionUpgrade',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.subscriptions', to: paths.subscriptions }],
    component: lazyPage(() => import('../../features/subscriptions/pages/upgrade-page'), 'UpgradePage'),
  }),
  searchPage({
    path: paths.referralAccept,
    name: 'ReferralAccept',
    title: 'routes.referralAccept',
    roles: STUDENT,
    layout: 'main',
    validateSearch: searchSchema({ id: text }),
    component: lazyPage(() => import('../../features/referral/pages/referral-accept-page'), 'ReferralAcceptPage'),
  }),
  page({
    path: paths.referralInvite,
    name: 'ReferralInvite',
    title: 'routes.referralInvite',
    roles: STUDENT,
    layout: 'main',
    component: lazyPage(() => import('../../features/referral/pages/referral-invite-page'), 'ReferralInvitePage'),
  }),
  page({
    path: paths.referralHistory,
    name: 'ReferralProgramBalanceHistory',
    title: 'routes.referralHistory',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.referralInvite', to: paths.referralInvite }],
    component: lazyPage(() => import('../../features/referral/pages/referral-history-page'), 'ReferralHistoryPage'),
  }),
];
