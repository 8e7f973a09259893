import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconNotebook, IconPlus, IconSend } from '@tabler/icons-react';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import type { TutorSubmission } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { clientPersonalWorkCreateHref, clientSubmissionHref, paths } from '../../../shared/config/paths';
import { useClient } from '../../../shared/tutor-clients/client-query';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useGiven, useUnassign } from '../api/assignments';
import { AssignModal } from '../components/assign-modal';
import { ConfirmModal } from '../components/confirm-modal';
import { GivenRow } from '../components/given-row';
import { useNotify } from '../hooks/use-notify';
import { idOf } from '../lib/route-ids';
import '../i18n';

const route = getRouteApi(paths.clientPersonalWorks);
/** A client has tens of works, not hundreds: one page holds them. */
const LIMIT = 100;

function ClientWorks({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useClient(clientId);
  const given = useGiven({ client: clientId, limit: LIMIT, offset: 0 });
  const unassign = useUnassign();
  const [assigning, setAssigning] = useState(false);
  const [taking, setTaking] = useState<TutorSubmission | null>(null);
  const name = client.data ? `${client.data.student.lastName} ${client.data.student.firstName}` : '';

  const confirmUnassign = () =>
    taking &&
    unassign.mutate(taking.id, {
      onSuccess: () => notify.success('unassigned'),
      onError: (failure) => notify.failure('unassignFailed', failure),
      onSettled: () => setTaking(null),
    });

  const list = () => {
    if (given.isError)
      return <LoadError message={t('personalWorks.client.loadError')} onRetry={() => void given.refetch()} />;
    if (!given.data)
      return (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={120} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      );
    if (given.data.count === 0)
      return (
        <EmptyState
          title={t('personalWorks.client.empty')}
          hint={t('personalWorks.client.emptyHint')}
          icon={<IconNotebook size={26} />}
        />
      );
    return (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {given.data.results.map((item) => (
          <GivenRow
            key={item.id}
            given={item}
            href={clientSubmissionHref(clientId, item.homeworkId)}
            onUnassign={() => setTaking(item)}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Text c="dimmed" maw={520}>
          {t('personalWorks.client.lead')}
        </Text>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconSend size={16} />} onClick={() => setAssigning(true)}>
            {t('personalWorks.client.assignFromBase')}
          </Button>
          <ButtonLink to={clientPersonalWorkCreateHref(clientId) as never} leftSection={<IconPlus size={16} />}>
            {t('personalWorks.client.create')}
          </ButtonLink>
        </Group>
      </Group>
      {list()}
      <AssignModal opened={assigning} onClose={() => setAssigning(false)} client={{ id: clientId, name }} />
      <ConfirmModal
        opened={taking !== null}
        title={t('personalWorks.client.unassignTitle')}
        text={t('personalWorks.client.unassignText', { title: taking?.title ?? '' })}
        confirm={t('personalWorks.client.unassign')}
        onConfirm={() => void confirmUnassign()}
        onClose={() => setTaking(null)}
        busy={unassign.isPending}
      />
    </Stack>
  );
}

/** Spec 3 §2 /clients/{id}/personal-works: what this client was given, in the client's area. */
export function ClientWorksPage() {
  const clientId = idOf(route.useParams().clientId);
  if (clientId === null) return <Navigate to={paths.notFound} replace />;
  return <ClientWorks key={clientId} clientId={clientId} />;
}
