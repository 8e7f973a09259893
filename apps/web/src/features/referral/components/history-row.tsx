import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf, contract } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { appSettings } from '../../../shared/config/app-settings';
import { formatZonedDay } from '../../../shared/lib/zoned-month';

type HistoryEntry = ResponseOf<typeof contract.referral.history>['results'][number];

/** One bonus movement: earned for a friend, or used on a purchase. */
export function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation();
  const earned = entry.kind === 'earned';
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color={earned ? 'teal' : 'grape'} variant="light" size="sm">
              {t(`referral.history.${entry.kind}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatZonedDay(entry.createdAt, i18n.language, appSettings().timeZone)}
            </Text>
          </Group>
          <Text size="sm">{entry.description}</Text>
        </Stack>
        <Text fw={700} c={earned ? 'teal' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {earned ? '+' : '−'}
          {money(Math.abs(entry.amount))}
        </Text>
      </Group>
    </Paper>
  );
}
