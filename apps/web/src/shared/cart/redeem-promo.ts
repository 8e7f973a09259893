import { type Cart } from '@school/contract';
import { contract } from '../api/contract';
import { ApiError } from '../api/api-error';
import { call } from '../api/client';

export interface ActivatedProduct {
  id: number;
  title: string;
  productTypeId: number;
}

/** What a promo code did: gave products (a coupon product), or a discount waiting in the cart. */
export type PromoRedeemed = { kind: 'products'; products: ActivatedProduct[] } | { kind: 'cart'; cart: Cart };

/**
 * One field for both kinds of promo code (issue 8). A coupon product (`POST /core/pay/coupon/`)
 * is tried first; a code it does not know (404) is a cart discount (`POST /cart/coupon/`), whose
 * own answer — the cart, or a 404 'this promo code does not exist' — is the field's.
 */
export async function redeemPromoCode(code: string): Promise<PromoRedeemed> {
  try {
    const { products } = await call(contract.payment.coupon, { body: { value: code } });
    return { kind: 'products', products };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  const cart = await call(contract.cart.applyCoupon, { query: {}, body: { couponValue: code } });
  return { kind: 'cart', cart };
}
