/** Spec 2 §9: the cart badge shows at most 9, then '9+'. */
export const CART_BADGE_MAX = 9;

/** The badge text; null hides the badge of an empty cart. */
export function cartBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}
