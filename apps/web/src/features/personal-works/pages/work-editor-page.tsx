import { useState } from 'react';
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import type { SelfStudy } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import {
  clientPersonalWorksHref,
  clientPersonalWorkViewHref,
  paths,
  personalWorkViewHref,
} from '../../../shared/config/paths';
import { useClient } from '../../../shared/tutor-clients/client-query';
import { LoadError } from '../../../shared/ui/load-error';
import { useSaveWork, useWork } from '../api/self-studies';
import { AssignModal } from '../components/assign-modal';
import { BankPicker } from '../components/bank-picker';
import { ChosenTasks } from '../components/chosen-tasks';
import { EditorBar } from '../components/editor-bar';
import { OwnTaskModal } from '../components/own-task-modal';
import { WorkFields } from '../components/work-fields';
import { useLoadFailureToast } from '../hooks/use-load-failure';
import { useNotify } from '../hooks/use-notify';
import { useSubjects } from '../hooks/use-subjects';
import { initialBankFilters, type BankFilters } from '../lib/bank-filters';
import { idOf } from '../lib/route-ids';
import {
  addTask,
  draftErrors,
  draftOf,
  emptyDraft,
  moveTask,
  removeTask,
  toInput,
  type WorkDraft,
} from '../lib/work-draft';
import '../i18n';

interface EditorProps {
  work: SelfStudy | null;
  /** Built for a client (`/clients/{id}/personal-works/…`): saved, then given to them. */
  clientId: number | null;
}

function WorkEditor({ work, clientId }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const subjects = useSubjects();
  const client = useClient(clientId);
  const [draft, setDraft] = useState<WorkDraft>(() => (work ? draftOf(work) : emptyDraft()));
  const [bank, setBank] = useState<BankFilters>(() => initialBankFilters(draft.classType));
  const [tried, setTried] = useState(false);
  const [ownTask, setOwnTask] = useState(false);
  const [saved, setSaved] = useState<SelfStudy | null>(null);
  const save = useSaveWork(work?.id ?? null);
  const errors = tried ? draftErrors(draft) : {};
  const creating = work === null;
  const assignAfter = creating && clientId !== null;

  const changeFields = (patch: Partial<Omit<WorkDraft, 'tasks'>>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // The bank follows the work's subject: its tasks are what fits.
    if (patch.classType !== undefined) setBank(initialBankFilters(patch.classType));
  };
  const viewOf = (id: number) =>
    clientId === null ? personalWorkViewHref(id) : clientPersonalWorkViewHref(clientId, id);
  const back = work ? viewOf(work.id) : clientId === null ? paths.personalWorksBase : clientPersonalWorksHref(clientId);

  const submit = () => {
    setTried(true);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    save.mutate(toInput(draft), {
      onSuccess: (result) => {
        notify.success(creating ? 'created' : 'saved');
        if (assignAfter) setSaved(result);
        else void navigate({ to: viewOf(result.id) as never });
      },
      onError: (failure) => notify.failure(creating ? 'createFailed' : 'editFailed', failure),
    });
  };

  const clientName = client.data ? `${client.data.student.lastName} ${client.data.student.firstName}` : '';
  return (
    <Stack gap="lg">
      <Title order={clientId === null ? 1 : 2} size={clientId === null ? 'h2' : 'h3'}>
        {t(creating ? 'routes.personalWorkCreate' : 'routes.personalWorkEdit')}
      </Title>
      <WorkFields draft={draft} onChange={changeFields} subjects={subjects} errors={errors} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <ChosenTasks
          tasks={draft.tasks}
          onMove={(index, delta) => setDraft((current) => moveTask(current, index, delta))}
          onRemove={(taskId) => setDraft((current) => removeTask(current, taskId))}
          error={errors.tasks ? t(errors.tasks) : undefined}
        />
        <BankPicker
          filters={bank}
          onFilters={setBank}
          chosen={new Set(draft.tasks.map((task) => task.id))}
          onAdd={(task) => setDraft((current) => addTask(current, task))}
          onOwnTask={() => setOwnTask(true)}
          subjects={subjects}
        />
      </SimpleGrid>
      <EditorBar
        back={{ to: back }}
        saveLabel={t(assignAfter ? 'personalWorks.editor.saveAndAssign' : 'personalWorks.editor.save')}
        onSave={submit}
        saving={save.isPending}
        invalid={tried && Object.keys(errors).length > 0}
      />
      <OwnTaskModal
        opened={ownTask}
        onClose={() => setOwnTask(false)}
        classType={draft.classType}
        onCreated={(task) => setDraft((current) => addTask(current, task))}
      />
      {clientId !== null && (
        <AssignModal
          opened={saved !== null}
          // Not given after all: the work stays in the library, open in the client's area.
          onClose={() => saved && void navigate({ to: viewOf(saved.id) as never })}
          client={{ id: clientId, name: clientName }}
          work={saved ? { id: saved.id, name: saved.title, timeLimitMinutes: saved.timeLimitMinutes } : undefined}
          onAssigned={() => void navigate({ to: clientPersonalWorksHref(clientId) as never })}
        />
      )}
    </Stack>
  );
}

function EditorSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton h={34} w="40%" />
      <Skeleton h={260} radius="lg" />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}

/** Loads the work to edit; another tutor's or a missing one is the not-found page. */
function EditLoader({ workId, clientId }: { workId: number; clientId: number | null }) {
  const { t } = useTranslation();
  const work = useWork(workId);
  useLoadFailureToast(work.error);
  if (work.error instanceof ApiError && work.error.status === 404) return <Navigate to={paths.notFound} replace />;
  if (work.isError)
    return <LoadError message={t('personalWorks.toast.loadFailed')} onRetry={() => void work.refetch()} />;
  if (!work.data) return <EditorSkeleton />;
  return <WorkEditor key={work.data.id} work={work.data} clientId={clientId} />;
}

const editRoute = getRouteApi(paths.personalWorkEdit);
const clientCreateRoute = getRouteApi(paths.clientPersonalWorkCreate);
const clientEditRoute = getRouteApi(paths.clientPersonalWorkEdit);

/** /personal-works/create */
export function CreateWorkPage() {
  return <WorkEditor work={null} clientId={null} />;
}

/** /personal-works/{homeworkId}/edit */
export function EditWorkPage() {
  const workId = idOf(editRoute.useParams().homeworkId);
  if (workId === null) return <Navigate to={paths.notFound} replace />;
  return <EditLoader key={workId} workId={workId} clientId={null} />;
}

/** /clients/{id}/personal-works/create: built for this client, given to them on save. */
export function ClientCreateWorkPage() {
  const clientId = idOf(clientCreateRoute.useParams().clientId);
  if (clientId === null) return <Navigate to={paths.notFound} replace />;
  return <WorkEditor work={null} clientId={clientId} />;
}

/** /clients/{id}/personal-works/{homeworkId}/edit */
export function ClientEditWorkPage() {
  const params = clientEditRoute.useParams();
  const [clientId, workId] = [idOf(params.clientId), idOf(params.homeworkId)];
  if (clientId === null || workId === null) return <Navigate to={paths.notFound} replace />;
  return <EditLoader key={workId} workId={workId} clientId={clientId} />;
}
