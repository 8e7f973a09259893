import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { clientLectureEditHref, clientLecturesHref, paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { LoadError } from '../../../shared/ui/load-error';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useLecture, useSubTheory } from '../api/lectures-api';
import { LectureStatusBadge } from '../components/lecture-status-badge';
import { SubTheoryPreview } from '../components/sub-theory-preview';
import { useConfirmDeleteLecture } from '../hooks/use-delete-lecture';
import '../i18n';

const route = getRouteApi(paths.clientLectureView);

/** Issue 12 `/clients/{id}/lecture/{lectureId}/view`: the lecture as the client sees it, and its state. */
export function LectureViewPage() {
  const { t, i18n } = useTranslation();
  const params = route.useParams();
  const clientId = Number(params.clientId);
  const lecture = useLecture(Number(params.lectureId));
  const subTheory = useSubTheory(lecture.data?.subTheory.id ?? null);
  const navigate = useNavigate();
  const confirmDelete = useConfirmDeleteLecture(() => void navigate({ to: clientLecturesHref(clientId) as never }));
  const notFound =
    (lecture.error instanceof ApiError && lecture.error.status === 404) ||
    (lecture.data && lecture.data.clientId !== clientId);
  if (notFound) return <Alert color="gray">{t('tutorClientArea.lectures.notFound')}</Alert>;
  if (lecture.isError)
    return <LoadError message={t('tutorClientArea.lectures.loadError')} onRetry={() => void lecture.refetch()} />;
  if (!lecture.data) return <Skeleton height={320} radius="lg" />;
  const data = lecture.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <LectureStatusBadge viewedAt={data.viewedAt} />
            <Text size="sm">
              {data.deadline
                ? t('tutorClientArea.lectures.deadline', { date: formatDate(data.deadline, i18n.language) })
                : t('tutorClientArea.lectures.noDeadline')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('tutorClientArea.lectures.assignedOn', { date: formatDate(data.createdAt, i18n.language) })}
            </Text>
          </Group>
          {data.comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {data.comment}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <ButtonLink
              to={clientLectureEditHref(clientId, data.id) as never}
              size="xs"
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              {t('tutorClientArea.lectures.edit')}
            </ButtonLink>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => confirmDelete(data)}
            >
              {t('tutorClientArea.lectures.delete')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <SubTheoryPreview subTheory={subTheory.data} headingLevel={2} />
      </Paper>
    </Stack>
  );
}
