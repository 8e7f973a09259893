import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../config/app-settings';
import { formatZonedDay } from '../../lib/zoned-month';

interface HistoryRowProps {
  title: string;
  /** An ISO instant, shown as the day in the deployment's zone. */
  at: string;
  /** The amount as shown, without its sign. */
  amount: string;
  sign: '+' | '−';
  /** Colour of the amount; none keeps the text colour. */
  color?: 'teal' | 'red';
}

/** One line of a paged history (experience, payments): what, when and how much. */
export function HistoryRow({ title, at, amount, sign, color }: HistoryRowProps) {
  const { i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatZonedDay(at, i18n.language, appSettings().timeZone)}
          </Text>
        </Stack>
        <Text fw={700} c={color} style={{ whiteSpace: 'nowrap' }}>
          {sign}
          {amount}
        </Text>
      </Group>
    </Paper>
  );
}
