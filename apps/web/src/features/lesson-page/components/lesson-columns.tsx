import type { ReactNode } from 'react';
import { Box, Grid } from '@mantine/core';

/**
 * The lesson page's columns in the media layout. The main column holds the player and the
 * lesson; the lesson chat (a later issue) joins as `aside` beside it on wide screens.
 */
export function LessonColumns({ main, aside }: { main: ReactNode; aside?: ReactNode }) {
  if (!aside) {
    return (
      <Box maw={1120} mx="auto">
        {main}
      </Box>
    );
  }
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>{aside}</Grid.Col>
    </Grid>
  );
}
