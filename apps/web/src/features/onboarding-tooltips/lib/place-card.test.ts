import { describe, expect, it } from 'vitest';
import { CARD_WIDTH, placeCard } from './place-card';

const rect = (top: number, left: number, width = 100, height = 40) => ({
  top,
  left,
  width,
  height,
  bottom: top + height,
});

describe('where the tooltip card goes', () => {
  it('goes below the element when there is room, centred on it', () => {
    const place = placeCard(rect(100, 600), 1366, 844);
    expect(place.top).toBe(150);
    expect(place.bottom).toBeUndefined();
    expect(place.left).toBe(650 - CARD_WIDTH / 2);
    expect(place.width).toBe(CARD_WIDTH);
  });

  it('goes above the element near the bottom of the screen', () => {
    const place = placeCard(rect(760, 600), 1366, 844);
    expect(place.top).toBeUndefined();
    expect(place.bottom).toBe(844 - 760 + 10);
  });

  it('fits a 390 px phone, never past its edges', () => {
    const right = placeCard(rect(10, 330, 50), 390, 844);
    expect(right.left + right.width).toBeLessThanOrEqual(390 - 8);
    const left = placeCard(rect(10, 0, 20), 390, 844);
    expect(left.left).toBe(8);
    expect(placeCard(rect(10, 0), 300, 844).width).toBe(284);
  });
});
