import type { ReactNode } from 'react';
import { Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';

export interface RecordField {
  label: string;
  value: ReactNode;
  /** Takes the card's whole width (an e-mail would break mid-word in half of it). */
  wide?: boolean;
}

interface RecordCardProps {
  title: ReactNode;
  aside?: ReactNode;
  fields: RecordField[];
  /** What the row's last column does (its buttons), under the fields. */
  actions?: ReactNode;
  testId?: string;
}

/** A table row as a card, for a phone: its title line, then each column's label over its value. */
export function RecordCard({ title, aside, fields, actions, testId }: RecordCardProps) {
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <Box miw={0}>{title}</Box>
        {aside}
      </Group>
      <Box
        component="dl"
        m={0}
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 'var(--mantine-spacing-xs)' }}
      >
        {fields.map((field) => (
          <Box key={field.label} miw={0} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
            <Text component="dt" size="xs" c="dimmed">
              {field.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {field.value}
            </Text>
          </Box>
        ))}
      </Box>
      {actions && <Box mt="sm">{actions}</Box>}
    </Paper>
  );
}

/** The cards of a list, named for screen readers; placeholders while the first page loads. */
export function RecordCards({
  label,
  loading,
  stale = false,
  children,
}: {
  label: string;
  loading: boolean;
  /** The previous page is shown while the next loads. */
  stale?: boolean;
  children: ReactNode;
}) {
  if (loading)
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={112} radius="md" />
        ))}
      </Stack>
    );
  return (
    <Stack
      component="ul"
      aria-label={label}
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none', opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {children}
    </Stack>
  );
}
