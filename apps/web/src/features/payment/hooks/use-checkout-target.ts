import { useState } from 'react';
import { useUser } from '../../../shared/session/session-store';
import type { CheckoutTarget } from '../lib/checkout-target';

export interface PaymentSearch {
  cartHash?: string;
  isCartStandalone?: boolean;
}

/**
 * The cart this page pays, fixed when the page opens: a guest registering here must keep paying
 * the same cart. A guest has no cart of their own, so a hash is a standalone cart's for them.
 */
export function useCheckoutTarget({ cartHash, isCartStandalone }: PaymentSearch): CheckoutTarget {
  const user = useUser();
  const [target] = useState<CheckoutTarget>(() => ({
    cartHash,
    isCartStandalone: Boolean(cartHash) && (Boolean(isCartStandalone) || user === null),
  }));
  return target;
}
