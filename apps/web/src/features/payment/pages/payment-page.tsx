import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { CardCheckout } from '../components/card-checkout';
import { CartGate } from '../components/cart-gate';
import { CheckoutFrame } from '../components/checkout-frame';
import { useCheckoutTarget } from '../hooks/use-checkout-target';
import { cartHrefOf, checkoutSearch } from '../lib/checkout-target';
import '../i18n';

const route = getRouteApi(paths.payment);

/**
 * Spec 2 §2 /payment: pay a cart by card (query cartHash, method, isCartStandalone). The route
 * already sends a guest without cartHash to login; `method=details` opens the requisites page.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const target = useCheckoutTarget(search);
  const user = useUser();
  if (search.method === 'details') {
    return <Navigate to={paths.paymentByDetails} search={checkoutSearch(target)} replace />;
  }
  return (
    <CheckoutFrame title={t('payment.checkoutTitle')} backHref={cartHrefOf(target)}>
      <CartGate target={target}>
        {(cart) => <CardCheckout cart={cart} target={target} isGuest={user === null} />}
      </CartGate>
    </CheckoutFrame>
  );
}
