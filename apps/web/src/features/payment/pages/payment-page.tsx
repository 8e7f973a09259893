import { Navigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { CardCheckout } from '../components/card-checkout';
import { CartGate } from '../components/cart-gate';
import { CheckoutFrame } from '../components/checkout-frame';
import { useCheckoutTarget, type PaymentSearch } from '../hooks/use-checkout-target';
import { cartHrefOf, checkoutSearch } from '../lib/checkout-target';
import '../i18n';

/**
 * Spec 2 §2 /payment: pay a cart by card (query cartHash, method, isCartStandalone). The route
 * already sends a guest without cartHash to login; `method=details` opens the requisites page.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as PaymentSearch & { method?: 'card' | 'details' };
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
