import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@school/contract';
import { LoadError } from '../../../shared/ui/load-error';
import { useUpcomingLessons } from '../api/overview-api';
import { upcomingLessons } from '../lib/upcoming';
import '../i18n';

/** The overview's next lessons with this client (spec 2 §4 statuses still ahead). */
export function ClientUpcomingLessons({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const lessons = useUpcomingLessons(clientId);
  const when = dateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  const ahead = lessons.data ? upcomingLessons(lessons.data, Date.now()) : [];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="client-upcoming-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-upcoming-title">
          {t('tutorClientArea.overview.upcoming')}
        </Title>
        {lessons.isError ? (
          <LoadError message={t('tutorClientArea.overview.upcomingError')} onRetry={() => void lessons.refetch()} />
        ) : !lessons.data ? (
          <Skeleton height={60} />
        ) : ahead.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tutorClientArea.overview.noUpcoming')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {ahead.map((lesson) => (
              <Group component="li" key={lesson.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">{when.format(new Date(lesson.startsAt))}</Text>
                <Badge
                  variant="light"
                  radius="sm"
                  tt="none"
                  color={lesson.status === 'RESCHEDULED' ? 'yellow' : 'blue'}
                >
                  {t(`tutorClientArea.overview.lessonStatus.${lesson.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
