import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import type { SelfStudy } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import {
  clientPersonalWorkEditHref,
  clientPersonalWorksHref,
  paths,
  personalWorkEditHref,
} from '../../../shared/config/paths';
import { useClient } from '../../../shared/tutor-clients/client-query';
import { LoadError } from '../../../shared/ui/load-error';
import { ButtonLink } from '../../../shared/ui/router-link';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import { useRemoveWork, useWork } from '../api/self-studies';
import { AssignModal } from '../components/assign-modal';
import { ConfirmModal } from '../components/confirm-modal';
import { TaskKey } from '../components/task-key';
import { TaskPreview } from '../components/task-preview';
import { useLoadFailureToast } from '../hooks/use-load-failure';
import { useNotify } from '../hooks/use-notify';
import { idOf } from '../lib/route-ids';
import '../i18n';

function WorkView({ work, clientId }: { work: SelfStudy; clientId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useClient(clientId);
  const remove = useRemoveWork();
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState(false);
  const list = clientId === null ? paths.personalWorksBase : clientPersonalWorksHref(clientId);
  const edit = clientId === null ? personalWorkEditHref(work.id) : clientPersonalWorkEditHref(clientId, work.id);

  const confirmRemove = () =>
    remove.mutate(work.id, {
      onSuccess: () => {
        notify.success('removed');
        void navigate({ to: list as never });
      },
      onError: (failure) => {
        setRemoving(false);
        notify.failure('removeFailed', failure);
      },
    });

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs">
        <Group gap="xs">
          <SubjectBadge subject={work.classType} />
          <Text size="sm" c="dimmed">
            {work.timeLimitMinutes === null
              ? t('personalWorks.work.noTimer')
              : t('personalWorks.work.timer', { minutes: work.timeLimitMinutes })}
          </Text>
        </Group>
        <Title
          order={clientId === null ? 1 : 2}
          size={clientId === null ? 'h2' : 'h3'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {work.title}
        </Title>
        <Text c={work.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {work.description || t('personalWorks.work.noDescription')}
        </Text>
        <Text size="sm">
          {t('personalWorks.work.tasks', { count: work.tasksTotal })} ·{' '}
          {t('personalWorks.work.points', { count: work.maxScore })} ·{' '}
          {t('personalWorks.work.assignedCount', { count: work.assignedCount })}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button leftSection={<IconSend size={16} />} onClick={() => setAssigning(true)}>
          {t('personalWorks.work.assign')}
        </Button>
        <ButtonLink variant="default" leftSection={<IconPencil size={16} />} to={edit as never}>
          {t('personalWorks.work.edit')}
        </ButtonLink>
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setRemoving(true)}>
          {t('personalWorks.work.remove')}
        </Button>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="work-tasks">
        <Title order={clientId === null ? 2 : 3} size="h4" id="work-tasks">
          {t('personalWorks.work.tasksTitle')}
        </Title>
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {work.tasks.map((task, index) => (
            <li key={task.id}>
              <TaskPreview task={task} heading={t('personalWorks.task.number', { number: index + 1 })}>
                <TaskKey task={task} />
              </TaskPreview>
            </li>
          ))}
        </Stack>
      </Stack>
      <AssignModal
        opened={assigning}
        onClose={() => setAssigning(false)}
        work={{ id: work.id, name: work.title, timeLimitMinutes: work.timeLimitMinutes }}
        client={
          clientId !== null && client.data
            ? { id: clientId, name: `${client.data.student.lastName} ${client.data.student.firstName}` }
            : undefined
        }
        onAssigned={() => clientId !== null && void navigate({ to: clientPersonalWorksHref(clientId) as never })}
      />
      <ConfirmModal
        opened={removing}
        title={t('personalWorks.work.removeTitle')}
        text={t('personalWorks.work.removeText')}
        confirm={t('personalWorks.work.remove')}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(false)}
        busy={remove.isPending}
      />
    </Stack>
  );
}

function ViewLoader({ workId, clientId }: { workId: number; clientId: number | null }) {
  const { t } = useTranslation();
  const work = useWork(workId);
  useLoadFailureToast(work.error);
  if (work.error instanceof ApiError && work.error.status === 404) return <Navigate to={paths.notFound} replace />;
  if (work.isError)
    return <LoadError message={t('personalWorks.toast.loadFailed')} onRetry={() => void work.refetch()} />;
  if (!work.data)
    return (
      <Stack gap="md" maw={880} aria-busy="true">
        <Skeleton h={120} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  return <WorkView work={work.data} clientId={clientId} />;
}

const viewRoute = getRouteApi(paths.personalWorkView);
const clientViewRoute = getRouteApi(paths.clientPersonalWorkView);

/** /personal-works/{homeworkId}/view: a work of the library with its tasks and their keys. */
export function WorkViewPage() {
  const workId = idOf(viewRoute.useParams().homeworkId);
  if (workId === null) return <Navigate to={paths.notFound} replace />;
  return <ViewLoader key={workId} workId={workId} clientId={null} />;
}

/** /clients/{id}/personal-works/{homeworkId}/view: the same, given to this client from here. */
export function ClientWorkViewPage() {
  const params = clientViewRoute.useParams();
  const [clientId, workId] = [idOf(params.clientId), idOf(params.homeworkId)];
  if (clientId === null || workId === null) return <Navigate to={paths.notFound} replace />;
  return <ViewLoader key={workId} workId={workId} clientId={clientId} />;
}
