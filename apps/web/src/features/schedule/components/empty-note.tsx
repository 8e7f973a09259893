import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';
import type { Range } from '../lib/calendar';
import type { TimetableType } from '../lib/schedule-search';
import '../i18n';

interface EmptyNoteProps {
  range: Range;
  type: TimetableType;
  onShowLessons: () => void;
}

/**
 * Nothing in the shown period: says so, per range and type, and what to do (issue 8): lessons come
 * with a course from the catalog; homework comes after lessons, so the lessons are the way on.
 */
export function EmptyNote({ range, type, onShowLessons }: EmptyNoteProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="md" wrap="wrap" justify="space-between">
        <Group gap={12} wrap="nowrap" align="flex-start" style={{ flex: '1 1 280px' }}>
          <IconCalendarOff size={24} color="var(--mantine-color-dimmed)" aria-hidden style={{ flex: 'none' }} />
          <div>
            <Text fw={600}>{t(`schedule.empty.${type}.${range}`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`schedule.emptyHint.${type}`)}
            </Text>
          </div>
        </Group>
        {type === 'lesson' ? (
          <ButtonLink to={paths.catalog} variant="light">
            {t('schedule.emptyAction.lesson')}
          </ButtonLink>
        ) : (
          <Button variant="light" onClick={onShowLessons}>
            {t('schedule.emptyAction.homework')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
