/** Small edits of the dialog's lists that keep positions pointing at the same items. */

/** The list without the item at `index`. */
export const removeAt = <T>(list: T[], index: number): T[] => list.filter((_, position) => position !== index);

/** The list with the item at `index` swapped with its neighbour `by` (−1 up, +1 down); unchanged at an end. */
export function moveItem<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A position after the item at `removed` was taken out: null if it pointed there, one less if after. */
export const shiftAfterRemove = (position: number | null, removed: number): number | null =>
  position === null || position === removed ? null : position > removed ? position - 1 : position;
