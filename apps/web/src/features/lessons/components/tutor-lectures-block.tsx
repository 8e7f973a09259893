import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentLecture } from '@school/contract';
import { studentLectureHref } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useStudentLectures } from '../api/student-lectures';
import '../lectures-i18n';

function LectureItem({ lecture }: { lecture: StudentLecture }) {
  const { t, i18n } = useTranslation();
  const minutes = lecture.subTheory.videoLength ? Math.max(1, Math.round(lecture.subTheory.videoLength / 60)) : null;
  return (
    <Paper withBorder radius="lg" p="md" component="li" h="100%">
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {lecture.subTheory.title}
          </Text>
          {lecture.viewedAt ? (
            <Badge color="teal" variant="light" radius="sm" tt="none" style={{ flex: 'none' }}>
              {t('studentLectures.viewed')}
            </Badge>
          ) : (
            <Badge color="violet" variant="light" radius="sm" tt="none" style={{ flex: 'none' }}>
              {t('studentLectures.fresh')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {lecture.subTheory.topicTitle}
          {minutes !== null && ` · ${t('studentLectures.minutes', { count: minutes })}`}
        </Text>
        <Text size="sm">
          {t('studentLectures.tutor', { name: `${lecture.tutor.firstName} ${lecture.tutor.lastName}` })}
        </Text>
        {lecture.deadline && !lecture.viewedAt && (
          <Text size="sm" fw={500}>
            {t('studentLectures.deadline', { date: formatDate(lecture.deadline, i18n.language) })}
          </Text>
        )}
        <ButtonLink
          to={studentLectureHref(lecture.id) as never}
          variant={lecture.viewedAt ? 'default' : 'filled'}
          size="xs"
          leftSection={<IconPlayerPlay size={16} />}
          mt="auto"
          style={{ alignSelf: 'flex-start' }}
          aria-label={`${t('studentLectures.open')}: ${lecture.subTheory.title}`}
        >
          {t('studentLectures.open')}
        </ButtonLink>
      </Stack>
    </Paper>
  );
}

/**
 * Issue 12: the lectures the student's tutors gave, beside the subjects on /lessons. Nothing is
 * shown to a student without a tutor's lecture.
 */
export function TutorLecturesBlock() {
  const { t } = useTranslation();
  const lectures = useStudentLectures();
  if (lectures.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {t('studentLectures.listLoadError')}
      </Text>
    );
  }
  if (!lectures.data || lectures.data.count === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="tutor-lectures-title">
      <Title order={2} size="h3" id="tutor-lectures-title">
        {t('studentLectures.title')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {lectures.data.results.map((lecture) => (
          <LectureItem key={lecture.id} lecture={lecture} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
