import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconVideo } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { clientLectureAssignHref, paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useClientLectures } from '../api/lectures-api';
import { LectureCard } from '../components/lecture-card';
import { useConfirmDeleteLecture } from '../hooks/use-delete-lecture';
import '../i18n';

const route = getRouteApi(paths.clientLectures);

/** Issue 12: the client's lectures tab — what was given, when it is due, whether it was watched. */
export function ClientLecturesPage() {
  const { t } = useTranslation();
  const clientId = Number(route.useParams().clientId);
  const lectures = useClientLectures(clientId);
  const confirmDelete = useConfirmDeleteLecture();
  const assign = (
    <ButtonLink to={clientLectureAssignHref(clientId) as never} leftSection={<IconPlus size={18} />}>
      {t('tutorClientArea.lectures.assign')}
    </ButtonLink>
  );
  const data = lectures.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('tutorClientArea.lectures.title')}
        </Title>
        {data && data.count > 0 && assign}
      </Group>
      {lectures.isError ? (
        <LoadError message={t('tutorClientArea.lectures.loadError')} onRetry={() => void lectures.refetch()} />
      ) : !data ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={110} radius="lg" />
          <Skeleton height={110} radius="lg" />
        </Stack>
      ) : data.count === 0 ? (
        <EmptyState
          title={t('tutorClientArea.lectures.empty')}
          hint={t('tutorClientArea.lectures.emptyHint')}
          icon={<IconVideo size={26} />}
          action={assign}
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('tutorClientArea.lectures.title')}
        >
          {data.results.map((lecture) => (
            <LectureCard key={lecture.id} lecture={lecture} onDelete={confirmDelete} />
          ))}
        </Stack>
      )}
      {data && data.count > data.results.length && (
        <Text size="sm" c="dimmed">
          {data.results.length} / {data.count}
        </Text>
      )}
    </Stack>
  );
}
