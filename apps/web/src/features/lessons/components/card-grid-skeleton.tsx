import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { CARD_GRID_COLS } from './card-grid';

/** Card-shaped placeholders while a list loads. */
export function CardGridSkeleton({ count = 6, height = 180 }: { count?: number; height?: number }) {
  return (
    <SimpleGrid type="container" cols={CARD_GRID_COLS} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} padding="lg" radius="lg" withBorder h={height}>
          <Stack gap="sm">
            <Skeleton height={12} width="40%" radius="sm" />
            <Skeleton height={18} width="85%" radius="sm" />
            <Skeleton height={12} width="60%" radius="sm" />
            <Skeleton height={32} width={140} radius="md" mt="md" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
