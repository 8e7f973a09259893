import { getRouteApi, Navigate, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { CartGate } from '../components/cart-gate';
import { CheckoutFrame } from '../components/checkout-frame';
import { DetailsCheckout } from '../components/details-checkout';
import { useCheckoutTarget } from '../hooks/use-checkout-target';
import { cartHrefOf, standaloneHash } from '../lib/checkout-target';
import '../i18n';

const route = getRouteApi(paths.paymentByDetails);

/** Spec 2 §2 /payment-by-details (query cartHash, isCartStandalone): pay by bank requisites. */
export function PaymentByDetailsPage() {
  const { t } = useTranslation();
  const target = useCheckoutTarget(route.useSearch());
  const user = useUser();
  const location = useLocation();
  // As on /payment (spec 2 §2): a guest has no cart of their own, so without a hash they sign in first.
  if (!user && !standaloneHash(target)) {
    const back = { redirect: location.href };
    return <Navigate to={paths.login} search={back} replace />;
  }
  return (
    <CheckoutFrame title={t('payment.detailsTitle')} backHref={cartHrefOf(target)}>
      <CartGate target={target}>
        {(cart) => <DetailsCheckout cart={cart} target={target} isGuest={user === null} />}
      </CartGate>
    </CheckoutFrame>
  );
}
