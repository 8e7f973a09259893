import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TutorLecture } from '@school/contract';
import { clientLectureEditHref, clientLectureViewHref } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { ButtonLink } from '../../../shared/ui/router-link';
import { LectureStatusBadge } from './lecture-status-badge';
import '../i18n';

interface LectureCardProps {
  lecture: TutorLecture;
  onDelete: (lecture: TutorLecture) => void;
}

/** One lecture of the client: what it is, its deadline and whether it was watched. */
export function LectureCard({ lecture, onDelete }: LectureCardProps) {
  const { t, i18n } = useTranslation();
  const { subTheory } = lecture;
  return (
    <Paper withBorder radius="lg" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {subTheory.title}
            </Text>
            <Text size="sm" c="dimmed">
              {subTheory.topicTitle}
            </Text>
          </div>
          <LectureStatusBadge viewedAt={lecture.viewedAt} />
        </Group>
        <Text size="sm">
          {lecture.deadline
            ? t('tutorClientArea.lectures.deadline', { date: formatDate(lecture.deadline, i18n.language) })
            : t('tutorClientArea.lectures.noDeadline')}
          {' · '}
          {t('tutorClientArea.lectures.assignedOn', { date: formatDate(lecture.createdAt, i18n.language) })}
        </Text>
        {lecture.comment && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {lecture.comment}
          </Text>
        )}
        <Group gap="xs">
          <ButtonLink
            to={clientLectureViewHref(lecture.clientId, lecture.id) as never}
            size="xs"
            variant="light"
            leftSection={<IconEye size={16} />}
            aria-label={`${t('tutorClientArea.lectures.open')}: ${subTheory.title}`}
          >
            {t('tutorClientArea.lectures.open')}
          </ButtonLink>
          <ButtonLink
            to={clientLectureEditHref(lecture.clientId, lecture.id) as never}
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} />}
            aria-label={`${t('tutorClientArea.lectures.edit')}: ${subTheory.title}`}
          >
            {t('tutorClientArea.lectures.edit')}
          </ButtonLink>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onDelete(lecture)}
            aria-label={`${t('tutorClientArea.lectures.delete')}: ${subTheory.title}`}
          >
            {t('tutorClientArea.lectures.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
