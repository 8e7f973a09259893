import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './i18n';
import classes from './check-actions.module.css';

interface CheckActionsProps {
  total: number;
  maxScore: number;
  /** Positions of the tasks with a criterion not scored, shown after a try to approve. */
  missingTasks: readonly number[] | null;
  onApprove: () => void;
  onRefuse: () => void;
  busy: boolean;
}

/** The total and the two decisions, kept in reach at the bottom of a wide screen while scrolling. */
export function CheckActions({ total, maxScore, missingTasks, onApprove, onRefuse, busy }: CheckActionsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md" shadow="md" className={classes.bar}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={700} size="lg" aria-live="polite">
            {t('checking.submission.total')}: {t('checking.submission.points', { points: total, max: maxScore })}
          </Text>
          <Group gap="sm" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
            <Button size="md" variant="default" onClick={onRefuse} disabled={busy} style={{ flex: '1 1 auto' }}>
              {t('checking.submission.refuse')}
            </Button>
            <Button size="md" color="teal" onClick={onApprove} loading={busy} style={{ flex: '1 1 auto' }}>
              {t('checking.submission.approve')}
            </Button>
          </Group>
        </Group>
        {missingTasks && missingTasks.length > 0 && (
          <Text size="sm" c="red" role="alert">
            {t('checking.submission.missing', { tasks: missingTasks.join(', ') })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
