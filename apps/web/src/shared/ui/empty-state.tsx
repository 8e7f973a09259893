import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

/** A list with nothing in it: an icon, what is missing, and a hint what to do. */
export function EmptyState({ title, hint, icon }: { title: string; hint: string; icon?: ReactNode }) {
  return (
    <Stack align="center" gap={6} py={56} ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        {icon ?? <IconUsers size={26} />}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
