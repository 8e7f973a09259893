import type { Tx } from '../../db/client.js';
import { closeCart, countCouponUse, loadCartForPayment } from '../cart/cart.service.js';
import { recordPurchaseBonuses } from '../referral/referral.service.js';

/**
 * What payment needs of the cart and referral modules (docs/commerce.md "Paying"), in one place:
 * the priced cart (locked FOR UPDATE) to freeze into an order, and what a confirmed payment does
 * to the cart and to the referral bonuses.
 */
export function loadCartToPay(tx: Tx, who: { userId: number; hash?: string; currency: string }) {
  return loadCartForPayment(tx, who);
}

/**
 * Closes the order's cart and counts its promo code, unless the cart was closed already (by
 * another order of the same cart): answers whether this payment is the one that pays the cart.
 */
export async function settleCart(tx: Tx, order: { cartId: number; couponId: number | null }): Promise<boolean> {
  if (!(await closeCart(tx, order.cartId))) return false;
  if (order.couponId !== null) await countCouponUse(tx, order.couponId);
  return true;
}

/** The friend's discount (`amount`) and the referrer's bonus, once per friend. */
export function recordBonuses(
  tx: Tx,
  order: { orderId: number; buyerId: number; referrerId: number; amount: number },
): Promise<void> {
  return recordPurchaseBonuses(tx, order);
}
