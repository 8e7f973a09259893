import { Skeleton, Stack } from '@mantine/core';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import type { HomeworkDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { CheckSubmissionForm } from '../../../shared/homework-checking/check-submission-form';
import { LoadError } from '../../../shared/ui/load-error';
import { useSubmission } from '../api/checking-submission';
import { useDecisionFlow } from '../hooks/use-decision-flow';
import '../../../shared/homework-checking/i18n';

const route = getRouteApi(paths.checkingSubmission);

function CheckSubmission({ detail, onReload }: { detail: HomeworkDetail; onReload: () => void }) {
  const search = route.useSearch();
  const flow = useDecisionFlow(detail, search, onReload);
  return <CheckSubmissionForm detail={detail} onApprove={flow.approve} onRefuse={flow.refuse} busy={flow.busy} />;
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
