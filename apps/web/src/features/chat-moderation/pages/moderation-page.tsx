import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircleCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModeratedLessons, useOpenReportsCount } from '../../../shared/chat-moderation/moderation-queries';
import { paths } from '../../../shared/config/paths';
import { useNow } from '../../../shared/lessons/use-now';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { ButtonLink } from '../../../shared/ui/router-link';
import { LessonRow } from '../components/lesson-row';
import '../i18n';

function Lessons() {
  const { t } = useTranslation();
  const lessons = useModeratedLessons();
  const now = useNow();
  if (lessons.isError)
    return <LoadError message={t('moderation.lessons.loadError')} onRetry={() => void lessons.refetch()} />;
  if (lessons.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={150} radius="lg" />
        ))}
      </Stack>
    );
  if (lessons.data.length === 0)
    return (
      <EmptyState
        icon={<IconMessageCircleCog size={26} />}
        title={t('moderation.lessons.empty')}
        hint={t('moderation.lessons.emptyHint')}
      />
    );
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {lessons.data.map((lesson) => (
        <LessonRow key={lesson.id} lesson={lesson} now={now} />
      ))}
    </Stack>
  );
}

/** /moderation: the lessons whose chat the moderator looks after, live first (issue 11). */
export function ModerationPage() {
  const { t } = useTranslation();
  const openReports = useOpenReportsCount();
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('routes.moderation')}
          </Title>
          <Text c="dimmed">{t('moderation.lessons.lead')}</Text>
        </Stack>
        <ButtonLink
          to={paths.moderationReports}
          variant="light"
          rightSection={
            openReports !== undefined && (
              <Badge color={openReports > 0 ? 'orange' : 'gray'} variant="filled" size="sm" circle={openReports < 10}>
                {openReports}
              </Badge>
            )
          }
        >
          {t('moderation.lessons.toQueue')}
        </ButtonLink>
      </Group>
      <Lessons />
    </Stack>
  );
}
