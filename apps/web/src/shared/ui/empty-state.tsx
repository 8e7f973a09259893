import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

interface EmptyStateProps {
  title: string;
  hint: string;
  icon?: ReactNode;
  /** Where to go from here (issue 8: an empty state leads somewhere). */
  action?: ReactNode;
}

/** A list with nothing in it: an icon, what is missing, a hint what to do and, if there is one, the way there. */
export function EmptyState({ title, hint, icon, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap={6} py={56} ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        {icon ?? <IconUsers size={26} />}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      {action && <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{action}</div>}
    </Stack>
  );
}
