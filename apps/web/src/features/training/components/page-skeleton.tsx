import { Skeleton, Stack } from '@mantine/core';

export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={72} radius="md" />
      <Skeleton height={320} radius="lg" />
    </Stack>
  );
}
