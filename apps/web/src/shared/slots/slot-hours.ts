/** Start hours the grid offers: lessons from 08:00 to the last one starting at 21:00 (60 minutes each). */
export const SLOT_HOURS: readonly number[] = Array.from({ length: 14 }, (_, index) => 8 + index);
