import { useState } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import type { HomeworkDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { useSubmission } from '../api/checking-submission';
import { CheckActions } from '../components/check-actions';
import { RefuseModal } from '../components/refuse-modal';
import { SubmissionHeader } from '../components/submission-header';
import { TaskCheckCard, type TaskMode } from '../components/task-check-card';
import { useCheckForm } from '../hooks/use-check-form';
import { useDecisionFlow } from '../hooks/use-decision-flow';
import { awaitsCheck, needsPerson, tasksWithAnswers } from '../lib/check-rules';
import '../i18n';

const route = getRouteApi(paths.checkingSubmission);

const taskMode = (awaiting: boolean, scored: boolean): TaskMode => {
  if (!awaiting) return 'read';
  return scored ? 'score' : 'comment';
};

function CheckSubmission({ detail, onReload }: { detail: HomeworkDetail; onReload: () => void }) {
  const { t } = useTranslation();
  const search = route.useSearch();
  const form = useCheckForm(detail);
  const flow = useDecisionFlow(detail, search, onReload);
  const [refusing, setRefusing] = useState(false);
  const awaiting = awaitsCheck(detail.submission.status);
  const items = tasksWithAnswers(detail);
  const numberOf = new Map(items.map(({ task, number }) => [task.id, number]));

  const approve = () => {
    if (form.unscored.length > 0) form.revealMissing();
    else flow.approve(form.scores);
  };
  return (
    <Stack gap="lg" maw={880} pb="md">
      <SubmissionHeader detail={detail} />
      {!awaiting && (
        <Alert
          color="blue"
          icon={<IconInfoCircle />}
          title={detail.submission.checkedAt ? t('checking.submission.alreadyChecked') : undefined}
        >
          {t('checking.submission.notAwaiting')}
        </Alert>
      )}
      {items.map((item) => (
        <TaskCheckCard key={item.task.id} item={item} form={form} mode={taskMode(awaiting, needsPerson(item))} />
      ))}
      {awaiting && (
        <CheckActions
          total={form.total}
          maxScore={detail.submission.maxScore}
          missingTasks={form.showMissing ? form.unscored.map((id) => numberOf.get(id) ?? id) : null}
          onApprove={approve}
          onRefuse={() => setRefusing(true)}
          busy={flow.busy}
        />
      )}
      <RefuseModal
        opened={refusing}
        onClose={() => setRefusing(false)}
        onRefuse={(reason) => flow.refuse(reason, () => setRefusing(false))}
        busy={flow.busy}
      />
    </Stack>
  );
}

function SubmissionLoader({ submissionId }: { submissionId: number }) {
  const { t } = useTranslation();
  const submission = useSubmission(submissionId);
  if (submission.isError) {
    // Another checker's subject or no such submission: the not-found page (spec 1 §6, issue 10).
    const status = submission.error instanceof ApiError ? submission.error.status : null;
    if (status === 404 || status === 400) return <Navigate to={paths.notFound} replace />;
    return <LoadError message={t('checking.submission.loadError')} onRetry={() => void submission.refetch()} />;
  }
  if (!submission.data)
    return (
      <Stack gap="md" maw={880} aria-busy="true">
        <Skeleton h={96} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  // A reload after someone else's check starts the form again from what the server holds.
  return (
    <CheckSubmission
      key={submission.dataUpdatedAt}
      detail={submission.data}
      onReload={() => void submission.refetch()}
    />
  );
}

/** /checking/{submissionId}: one submission, its tasks and answers, scored and approved or returned. */
export function CheckingSubmissionPage() {
  const { submissionId } = route.useParams();
  const id = Number(submissionId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound} replace />;
  return <SubmissionLoader key={id} submissionId={id} />;
}
