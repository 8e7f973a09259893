/** Popover width of spec 3 §9; narrower on a phone so the card fits the screen. */
export const CARD_WIDTH = 304;
const GAP = 10;
const MARGIN = 8;
/** Room the card needs below the element before it goes above instead. */
const CARD_HEIGHT_GUESS = 170;

export interface CardPlace {
  /** One of the two: the card's top below the element, or its bottom above it. */
  top?: number;
  bottom?: number;
  left: number;
  width: number;
  ring: { top: number; left: number; width: number; height: number };
}

interface Rect {
  top: number;
  left: number;
  bottom: number;
  width: number;
  height: number;
}

/**
 * Where the card goes beside the element (viewport coordinates): below it, or above when the
 * screen has no room below; never past the screen's edges (a 390 px phone included).
 */
export function placeCard(rect: Rect, viewportWidth: number, viewportHeight: number): CardPlace {
  const width = Math.min(CARD_WIDTH, viewportWidth - 2 * MARGIN);
  const below = rect.bottom + GAP;
  const fitsBelow = below + CARD_HEIGHT_GUESS <= viewportHeight || rect.top - GAP - CARD_HEIGHT_GUESS < 0;
  const vertical = fitsBelow ? { top: below } : { bottom: viewportHeight - rect.top + GAP };
  const centred = rect.left + rect.width / 2 - width / 2;
  const left = Math.max(MARGIN, Math.min(centred, viewportWidth - width - MARGIN));
  return {
    ...vertical,
    left,
    width,
    ring: { top: rect.top - 4, left: rect.left - 4, width: rect.width + 8, height: rect.height + 8 },
  };
}
