import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** A console page's title, what it is for, and its main actions (a «Создать» button). */
export function StaffPageHeader({ title, lead, actions }: { title: string; lead?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {lead && <Text c="dimmed">{lead}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
