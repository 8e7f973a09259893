import type { MantineSize } from '@mantine/core';

/** Where an item stands: a month cell (chip), a week column (tile), a day or the list (card). */
export type ItemVariant = 'chip' | 'tile' | 'card';

interface VariantLook {
  time: MantineSize;
  text: MantineSize;
  titleLines: number;
  withSubject: boolean;
  /**
   * Too narrow for a badge's text beside the time: the live badge takes a line of its own, the
   * viewed check and the homework status become icons leading the time.
   */
  narrow: boolean;
  px: number | MantineSize;
  icon: number;
  py: number;
}

export const VARIANTS: Record<ItemVariant, VariantLook> = {
  chip: { time: 'xs', text: 'xs', titleLines: 2, withSubject: false, narrow: true, px: 5, py: 2, icon: 12 },
  tile: { time: 'xs', text: 'sm', titleLines: 3, withSubject: true, narrow: true, px: 6, py: 4, icon: 14 },
  card: { time: 'sm', text: 'sm', titleLines: 2, withSubject: true, narrow: false, px: 'sm', py: 8, icon: 16 },
};

/** Long Russian words in a narrow cell: hyphenated where the browser can, else broken, never cut off. */
export const TITLE_WRAP = { hyphens: 'auto', overflowWrap: 'break-word' } as const;
