import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';

/** Columns by the width the list gets (the sidebar takes part of the screen): container queries. */
export const CARD_GRID_COLS = { base: 1, '560px': 2, '900px': 3 };

export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid
      type="container"
      cols={CARD_GRID_COLS}
      spacing="md"
      component="ul"
      aria-label={label}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </SimpleGrid>
  );
}
