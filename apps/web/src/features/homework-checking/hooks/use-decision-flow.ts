import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import type { HomeworkDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { useCheckDecision, useNextSubmission } from '../api/checking-submission';
import { approveBody, type Scores } from '../../../shared/homework-checking/check-rules';
import type { QueueSearch } from '../lib/queue-filters';

/**
 * What follows a decision: a message, then the next submission of the same filters (or the queue).
 * Another checker may have been quicker: a 409 says so and the page reloads the submission, which then
 * shows read-only (issue 10).
 */
export function useDecisionFlow(detail: HomeworkDetail, search: QueueSearch, onReload: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const decision = useCheckDecision(detail.submission.id);
  const nextSubmission = useNextSubmission();
  const filters = { subject: search.subject, homework: search.homework };

  const moveOn = async (message: string) => {
    notifications.show({ color: 'teal', message });
    const next = await nextSubmission(filters, detail.submission.id).catch(() => null);
    if (next === null) {
      notifications.show({ color: 'teal', message: t('checking.submission.queueDone') });
      await navigate({ to: paths.checking, search: filters });
    } else {
      await navigate({ to: paths.checkingSubmission, params: { submissionId: String(next) }, search: filters });
    }
  };
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 409) {
      notifications.show({ color: 'orange', message: t('checking.submission.alreadyChecked') });
      onReload();
    } else if (error instanceof ApiError && error.status === 404) {
      void navigate({ to: paths.notFound, replace: true });
    } else {
      // A rule the server holds (a check after the 45 days of spec 3 §9) comes with its own words.
      const detail = error instanceof ApiError && error.status < 500 ? error.first?.detail : undefined;
      notifications.show({ color: 'red', message: detail ?? t('checking.submission.failed') });
    }
  };

  return {
    busy: decision.isPending,
    approve: (scores: Scores) =>
      decision.mutate(approveBody(detail, scores), {
        onSuccess: () => void moveOn(t('checking.submission.approved')),
        onError,
      }),
    refuse: (reason: string, onDone: () => void) =>
      decision.mutate(
        { decision: 'refuse', reason },
        {
          onSuccess: () => {
            onDone();
            void moveOn(t('checking.submission.refused'));
          },
          onError: (error) => {
            onDone();
            onError(error);
          },
        },
      ),
  };
}
