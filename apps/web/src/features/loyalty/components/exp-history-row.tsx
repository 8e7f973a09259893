import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpHistoryItem } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { formatZonedDay } from '../../../shared/lib/zoned-month';
import { formatAmount } from '../../../shared/ui/currency/currency-amount';

/** One change of experience: why, when and how much. */
export function ExpHistoryRow({ entry }: { entry: ExpHistoryItem }) {
  const { i18n } = useTranslation();
  const gained = entry.amount > 0;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {entry.reason}
          </Text>
          <Text size="xs" c="dimmed">
            {formatZonedDay(entry.createdAt, i18n.language, appSettings().timeZone)}
          </Text>
        </Stack>
        <Text fw={700} c={gained ? 'teal' : 'red'} style={{ whiteSpace: 'nowrap' }}>
          {gained ? '+' : '−'}
          {formatAmount(Math.abs(entry.amount))}
        </Text>
      </Group>
    </Paper>
  );
}
