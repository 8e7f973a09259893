import type { ReactNode } from 'react';
import { Box, Grid, Stack } from '@mantine/core';

/** Forms on the left, the order on the right (first on narrow screens: what is paid comes first). */
export function CheckoutLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Box pos={{ md: 'sticky' } as never} top={24}>
          {summary}
        </Box>
      </Grid.Col>
    </Grid>
  );
}
