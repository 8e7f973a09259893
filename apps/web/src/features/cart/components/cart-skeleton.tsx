import { Card, Grid, Skeleton, Stack } from '@mantine/core';

/** The cart while it loads (spec 2 §4: loading, then fetched). */
export function CartSkeleton() {
  return (
    <Grid gutter="lg" aria-hidden>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {[0, 1].map((index) => (
            <Card key={index} padding="md">
              <Stack gap="xs">
                <Skeleton h={12} w="40%" />
                <Skeleton h={20} w="70%" />
                <Skeleton h={12} w="55%" />
              </Stack>
            </Card>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card padding="lg">
          <Stack gap="sm">
            <Skeleton h={20} w="30%" />
            <Skeleton h={14} />
            <Skeleton h={28} />
            <Skeleton h={42} />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
