import { describe, expect, it } from 'vitest';
import { cartBadgeLabel } from './cart-badge';

describe('cart badge (spec 2 §9)', () => {
  it('shows the count up to 9, then 9+, and nothing for an empty cart', () => {
    expect(cartBadgeLabel(0)).toBeNull();
    expect(cartBadgeLabel(1)).toBe('1');
    expect(cartBadgeLabel(9)).toBe('9');
    expect(cartBadgeLabel(10)).toBe('9+');
    expect(cartBadgeLabel(120)).toBe('9+');
  });
});
