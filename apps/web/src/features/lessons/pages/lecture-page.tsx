import { useEffect, useRef } from 'react';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { RichHtml } from '../../../shared/homework/rich-html';
import { formatDate } from '../../../shared/lib/format';
import { detectVideoProvider } from '../../../shared/player/detect-video-provider';
import { VideoPlayer } from '../../../shared/player/video-player';
import { LoadError } from '../../../shared/ui/load-error';
import { useMarkLectureViewed, useStudentLecture } from '../api/student-lectures';
import '../lectures-i18n';

const route = getRouteApi(paths.studentLecture);

/**
 * Issue 12: the student watches a tutor's lecture in the lesson page's player. Playing it marks it
 * viewed; a video the page cannot follow (a hosted player, a link) counts as watched once opened.
 */
export function LecturePage() {
  const { t, i18n } = useTranslation();
  const id = Number(route.useParams().lectureId);
  const lecture = useStudentLecture(id);
  const viewed = useMarkLectureViewed(id);
  const marked = useRef(false);
  const data = lecture.data;
  const markViewed = () => {
    if (marked.current || !data || data.viewedAt) return;
    marked.current = true;
    viewed.mutate(undefined, { onError: () => (marked.current = false) });
  };
  const followable = data ? detectVideoProvider(data.video).kind === 'file' : true;
  useEffect(() => {
    if (!followable) markViewed();
  });

  if (lecture.error instanceof ApiError && lecture.error.status === 404)
    return <Alert color="gray">{t('studentLectures.notFound')}</Alert>;
  if (lecture.isError)
    return <LoadError message={t('studentLectures.loadError')} onRetry={() => void lecture.refetch()} />;
  if (!data)
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={34} width="60%" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {data.subTheory.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {data.subTheory.topicTitle} ·{' '}
            {t('studentLectures.tutor', { name: `${data.tutor.firstName} ${data.tutor.lastName}` })}
          </Text>
          {data.viewedAt && (
            <Badge color="teal" variant="light" radius="sm" tt="none">
              {t('studentLectures.viewed')}
            </Badge>
          )}
        </Group>
        {data.deadline && !data.viewedAt && (
          <Text size="sm" fw={500}>
            {t('studentLectures.deadline', { date: formatDate(data.deadline, i18n.language) })}
          </Text>
        )}
      </Stack>
      <VideoPlayer
        url={data.video}
        title={t('studentLectures.videoTitle', { title: data.subTheory.title })}
        onPlay={markViewed}
      />
      {data.comment && (
        <Paper withBorder radius="lg" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('studentLectures.comment')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {data.comment}
          </Text>
        </Paper>
      )}
      <RichHtml html={data.text} />
    </Stack>
  );
}
