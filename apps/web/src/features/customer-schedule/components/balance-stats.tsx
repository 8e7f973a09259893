import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonBalance } from '@school/contract';
import '../i18n';

/** The client's paid individual lessons (issue 12: written off by the tutor's marks, seen by the manager). */
export function BalanceStats({ balance }: { balance: LessonBalance }) {
  const { t } = useTranslation();
  const items = [
    { key: 'bought', value: balance.bought },
    { key: 'writtenOff', value: balance.writtenOff },
    { key: 'left', value: balance.left, alert: balance.left <= 0 },
    { key: 'booked', value: balance.booked },
  ] as const;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="balance-title">
      <Text fw={600} mb="sm" id="balance-title">
        {t('customerSchedule.balance.title')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {items.map((item) => (
          <Stack key={item.key} gap={0}>
            <Text size="xl" fw={700} c={'alert' in item && item.alert ? 'var(--mantine-color-red-text)' : undefined}>
              {item.value}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`customerSchedule.balance.${item.key}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
