import { Box } from '@mantine/core';
import type { LayoutProps } from './layouts';

/** A white A4-wide page without chrome, for printing. */
export function PrintLayout({ children }: LayoutProps) {
  return (
    <Box component="main" maw={800} mx="auto" p="lg" bg="white" c="black">
      {children}
    </Box>
  );
}
