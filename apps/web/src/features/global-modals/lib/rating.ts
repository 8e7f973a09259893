import { RATING_MAX, RATING_MIN } from '@school/contract';

export const RATING_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

export type RatingBand = 'especially did not like' | 'we can improve' | 'especially liked';

/** Spec 1 §9: up to 6 'especially did not like'; 7 to 9 'we can improve'; above 9 'especially liked'. */
export function ratingBand(value: number): RatingBand {
  if (value <= 6) return 'especially did not like';
  if (value <= 9) return 'we can improve';
  return 'especially liked';
}

/** Spec 1 §9: the scale goes to 5 columns below 354 px of width, below 450 px in the corner card. */
export const isCompactRating = (width: number, inCorner: boolean): boolean => width < (inCorner ? 450 : 354);
