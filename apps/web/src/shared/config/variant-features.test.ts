import { describe, expect, it } from 'vitest';
import { hasVariantFeature } from './variant-features';

describe('spec 1 §6 feature availability per variant', () => {
  it.each([
    ['KZ', 'phoneChange', true],
    ['RU', 'phoneChange', false],
    ['RU', 'profileDocuments', true],
    ['KZ', 'profileDocuments', false],
    ['KZ', 'telegramInProfile', true],
    ['ACADEMY', 'recommendedProductsInCart', false],
    ['ONE', 'recommendedProductsInCart', true],
    ['RU', 'nickname', true],
    ['ONE', 'referralNeedsSocialAccount', true],
    ['KZ', 'referralNeedsSocialAccount', false],
  ] as const)('%s %s -> %s', (variant, feature, expected) => {
    expect(hasVariantFeature(variant, feature)).toBe(expected);
  });
});
