import { Badge, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamResult } from '@school/contract';
import '../i18n';

const STATUS_COLOR: Record<ExamResult['status'], string> = { NoPoints: 'orange', Awaiting: 'blue', Confirmed: 'teal' };

/** One subject's exam result: status and points (spec 3 §2 Student results). */
export function ResultCard({ result }: { result: ExamResult }) {
  const { t } = useTranslation();
  const percent = result.maxPoints > 0 ? Math.round((result.points / result.maxPoints) * 100) : 0;
  return (
    <Paper component="li" withBorder radius="lg" p="lg">
      <Group wrap="nowrap" gap="md" align="center">
        <RingProgress
          size={76}
          thickness={8}
          roundCaps
          sections={[{ value: percent, color: STATUS_COLOR[result.status] }]}
          label={
            <Text ta="center" fw={700} size="lg">
              {result.points}
            </Text>
          }
          aria-hidden
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {result.classType.title}
          </Title>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[result.status]} variant="light">
              {t(`results.status.${result.status}`)}
            </Badge>
            <Text size="sm">
              {t('results.pointsLabel')}: {t('results.points', { points: result.points, max: result.maxPoints })}
            </Text>
          </Group>
          {result.status === 'NoPoints' && (
            <Text size="sm" c="dimmed">
              {t('results.noPointsHint')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
