import { Paper, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Range } from '../lib/calendar';
import type { TimetableType } from '../lib/schedule-search';
import '../i18n';

/** Nothing in the shown period: says so, per range and type. */
export function EmptyNote({ range, type }: { range: Range; type: TimetableType }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconCalendarOff size={24} color="var(--mantine-color-dimmed)" aria-hidden />
      <div>
        <Text fw={600}>{t(`schedule.empty.${type}.${range}`)}</Text>
        <Text size="sm" c="dimmed">
          {t('schedule.emptyHint')}
        </Text>
      </div>
    </Paper>
  );
}
