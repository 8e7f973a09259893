import { paths, standaloneCartHref } from '../../../shared/config/paths';

/** Which cart is being paid: the student's own, or a standalone one by its hash (spec 2 §2 query). */
export interface CheckoutTarget {
  cartHash?: string;
  isCartStandalone: boolean;
}

export const standaloneHash = (target: CheckoutTarget): string | undefined =>
  target.isCartStandalone && target.cartHash ? target.cartHash : undefined;

/** The search of /payment and /payment-by-details for the same cart. */
export function checkoutSearch(target: CheckoutTarget): { cartHash?: string; isCartStandalone?: true } {
  const hash = standaloneHash(target);
  return hash ? { cartHash: hash, isCartStandalone: true } : {};
}

export const cartHrefOf = (target: CheckoutTarget): string => {
  const hash = standaloneHash(target);
  return hash ? standaloneCartHref(hash) : paths.cart;
};

const LAST_CHECKOUT_KEY = 'payment.lastCheckout';

/**
 * The reject page comes back from the provider knowing only the transaction; the cart that was
 * being paid is remembered for this tab so that 'back to cart' and 'try again' reach it.
 */
export const lastCheckout = {
  save(target: CheckoutTarget): void {
    sessionStorage.setItem(LAST_CHECKOUT_KEY, JSON.stringify(target));
  },
  read(): CheckoutTarget {
    try {
      const value = JSON.parse(sessionStorage.getItem(LAST_CHECKOUT_KEY) ?? 'null') as Partial<CheckoutTarget> | null;
      if (value && typeof value.cartHash === 'string' && value.isCartStandalone === true) {
        return { cartHash: value.cartHash, isCartStandalone: true };
      }
    } catch {
      // An unreadable entry is the same as none.
    }
    return { isCartStandalone: false };
  },
};

/** The login page, bringing the user back to `href` (a path of this app) afterwards. */
export const loginHref = (href: string): string => `${paths.login}?redirect=${encodeURIComponent(href)}`;
