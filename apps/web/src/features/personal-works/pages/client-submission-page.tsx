import { Alert, Skeleton, Stack } from '@mantine/core';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import type { HomeworkDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { clientPersonalWorksHref, paths } from '../../../shared/config/paths';
import { CheckSubmissionForm } from '../../../shared/homework-checking/check-submission-form';
import { approveBody, type Scores } from '../../../shared/homework-checking/check-rules';
import { LoadError } from '../../../shared/ui/load-error';
import { useClientSubmission, useGivenByHomework, useTutorDecision } from '../api/client-submission';
import { useLoadFailureToast } from '../hooks/use-load-failure';
import { useNotify } from '../hooks/use-notify';
import { idOf } from '../lib/route-ids';
import '../i18n';

const route = getRouteApi(paths.clientSubmission);

function TutorCheck({
  detail,
  clientId,
  onReload,
}: {
  detail: HomeworkDetail;
  clientId: number;
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const decision = useTutorDecision(detail.submission.id);
  const done = (key: string) => {
    notify.success(key);
    void navigate({ to: clientPersonalWorksHref(clientId) as never });
  };
  const onError = (error: Error) => {
    // The same rules as a curator's check (docs/homework.md): 409 someone was quicker, the rest has its words.
    if (error instanceof ApiError && error.status === 409) {
      notify.success('alreadyChecked');
      onReload();
    } else notify.failure('editFailed', error);
  };
  return (
    <CheckSubmissionForm
      detail={detail}
      busy={decision.isPending}
      headingOrder={2}
      onApprove={(scores: Scores) =>
        decision.mutate(approveBody(detail, scores), { onSuccess: () => done('checked'), onError })
      }
      onRefuse={(reason, close) =>
        decision.mutate(
          { decision: 'refuse', reason },
          { onSuccess: () => done('returned'), onError, onSettled: close },
        )
      }
    />
  );
}

function SubmissionLoader({ clientId, homeworkId }: { clientId: number; homeworkId: number }) {
  const { t } = useTranslation();
  const given = useGivenByHomework(clientId, homeworkId);
  const submission = useClientSubmission(given.data?.id ?? null);
  const error = given.error ?? submission.error;
  useLoadFailureToast(error);
  const skeleton = (
    <Stack gap="md" maw={880} aria-busy="true">
      <Skeleton h={96} radius="lg" />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.notFound} replace />;
  if (error) {
    const retry = () => void (given.isError ? given.refetch() : submission.refetch());
    return <LoadError message={t('personalWorks.toast.loadFailed')} onRetry={retry} />;
  }
  if (given.data === null) return <Alert color="gray">{t('personalWorks.client.notFound')}</Alert>;
  if (!submission.data) return skeleton;
  return (
    <TutorCheck
      key={submission.dataUpdatedAt}
      detail={submission.data}
      clientId={clientId}
      onReload={() => void submission.refetch()}
    />
  );
}

/** Spec 3 §2 /clients/{id}/submissions/{homeworkId}: the tutor checks the client's work on the curators' screen. */
export function ClientSubmissionPage() {
  const params = route.useParams();
  const [clientId, homeworkId] = [idOf(params.clientId), idOf(params.homeworkId)];
  if (clientId === null || homeworkId === null) return <Navigate to={paths.notFound} replace />;
  return <SubmissionLoader key={`${clientId}-${homeworkId}`} clientId={clientId} homeworkId={homeworkId} />;
}
