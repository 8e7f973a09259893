import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useRecent } from '../api/training';

/** The student's last trainings: an unfinished one to continue, a finished one's result. */
export function RecentTrainings() {
  const { t, i18n } = useTranslation();
  const recent = useRecent();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="training-recent">
      <Title order={2} size="h4" id="training-recent">
        {t('training.settings.recent')}
      </Title>
      {recent.data.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>
                {t('training.settings.recentItem', {
                  subject: item.classType.title,
                  date: formatDate(item.startedAt, i18n.language),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {item.finishedAt
                  ? t('training.settings.recentScore', { score: item.score, max: item.maxScore })
                  : t('training.settings.inProgress', { answered: item.answered, total: item.tasksTotal })}
              </Text>
            </Stack>
            {item.finishedAt ? (
              <ButtonLink
                variant="light"
                to={paths.trainingResult}
                params={{ sessionId: String(item.id) }}
                aria-label={`${t('training.settings.open')}: ${item.classType.title}, ${formatDate(item.startedAt, i18n.language)}`}
              >
                {t('training.settings.open')}
              </ButtonLink>
            ) : (
              <ButtonLink
                variant="light"
                to={paths.training}
                params={{ sessionId: String(item.id) }}
                aria-label={`${t('training.settings.continue')}: ${item.classType.title}, ${formatDate(item.startedAt, i18n.language)}`}
              >
                {t('training.settings.continue')}
              </ButtonLink>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
