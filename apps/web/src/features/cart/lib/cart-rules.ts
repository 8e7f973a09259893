import type { Cart, CartItem } from '@school/contract';
import { paths } from '../../../shared/config/paths';

export type PaymentMethod = 'card' | 'details';

/** Spec 2 §2: checkout is disabled when the cart has no items and no bundles. */
export const canCheckout = (cart: Cart): boolean => cart.items.length > 0 || cart.bundles.length > 0;

/** Spec 2 §2 method toggle: by card only when the deployment has a card system, by requisites always. */
export const paymentMethods = (cart: Cart): [PaymentMethod, ...PaymentMethod[]] =>
  cart.orgInfo.paymentInfo.systems.length > 0 ? ['card', 'details'] : ['details'];

/** The price the server set for an item: its lesson pack's total, its pack's, else the product's. */
export function itemPrice(item: CartItem): number {
  return item.lessonPack?.totalPrice ?? item.pack?.price ?? item.product.price;
}

/**
 * Where 'proceed to checkout' goes (spec 2 §2, §4): the card payment route with the cart hash and
 * method, or the requisites route; a standalone cart says so (its presence is the flag).
 */
export function checkoutTarget(cart: Cart, method: PaymentMethod) {
  const standalone: { isCartStandalone?: true } = cart.isStandalone ? { isCartStandalone: true } : {};
  if (method === 'details') return { to: paths.paymentByDetails, search: { cartHash: cart.hash, ...standalone } };
  return { to: paths.payment, search: { cartHash: cart.hash, method, ...standalone } };
}
