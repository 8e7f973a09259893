import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <Stack align="center" gap={6} py={56} ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconUsers size={26} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
