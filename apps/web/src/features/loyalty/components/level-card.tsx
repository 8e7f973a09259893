import { Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NextLevel } from '@school/contract';
import { formatAmount } from '../../../shared/ui/currency/currency-amount';
import { LoadError } from '../../../shared/ui/load-error';
import { useNextLevel } from '../api/loyalty';
import '../i18n';

function LevelProgress({ data }: { data: NextLevel }) {
  const { t } = useTranslation();
  const percent = data.required ? Math.round((data.progress / data.required) * 100) : 100;
  return (
    <Stack gap={6}>
      <Progress value={percent} size="lg" radius="xl" color="violet" aria-label={t('loyalty.progressLabel')} />
      <Text size="sm" c="dimmed">
        {data.next && data.required
          ? t('loyalty.toNext', { title: data.next.title, left: formatAmount(data.required - data.progress) })
          : t('loyalty.top')}
      </Text>
    </Stack>
  );
}

/** The student's level, experience and progress to the next level (spec 1 §2 /loyalty). */
export function LevelCard() {
  const { t } = useTranslation();
  const level = useNextLevel();
  if (level.isError) return <LoadError message={t('loyalty.levelFailed')} onRetry={() => void level.refetch()} />;
  if (level.isPending) return <Skeleton h={148} radius="lg" />;
  const { data } = level;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={56} radius="xl" variant="gradient" gradient={{ from: 'violet', to: 'grape' }} aria-hidden>
            <IconTrophy size={30} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('loyalty.level', { level: data.level.level })}
            </Text>
            <Title order={2} size="h3">
              {data.level.title}
            </Title>
            <Text fw={600}>{t('loyalty.exp', { value: formatAmount(data.exp) })}</Text>
          </Stack>
        </Group>
        <LevelProgress data={data} />
      </Stack>
    </Paper>
  );
}
