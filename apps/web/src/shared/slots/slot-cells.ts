/** One hour of the weekly availability: week day 1 = Monday … 7 = Sunday, start hour 0–23. */
export interface SlotCell {
  weekday: number;
  hour: number;
}

export const cellKey = ({ weekday, hour }: SlotCell): string => `${weekday}-${hour}`;

export function cellOf(key: string): SlotCell {
  const [weekday, hour] = key.split('-').map(Number);
  return { weekday: weekday!, hour: hour! };
}

export const WEEK_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/** A set of cell keys with some cells turned on or off. */
export function withCells(selected: ReadonlySet<string>, cells: readonly SlotCell[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const cell of cells) {
    if (on) next.add(cellKey(cell));
    else next.delete(cellKey(cell));
  }
  return next;
}
