import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { HomeworkDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { CheckActions } from './check-actions';
import { awaitsCheck, needsPerson, tasksWithAnswers, type Scores } from './check-rules';
import { RefuseModal } from './refuse-modal';
import { SubmissionHeader } from './submission-header';
import { TaskCheckCard, type TaskMode } from './task-check-card';
import { useCheckForm } from './use-check-form';
import './i18n';

const taskMode = (awaiting: boolean, scored: boolean): TaskMode => {
  if (!awaiting) return 'read';
  return scored ? 'score' : 'comment';
};

interface CheckSubmissionFormProps {
  detail: HomeworkDetail;
  /** Every criterion is scored: send the decision. */
  onApprove: (scores: Scores) => void;
  /** `done` closes the reason's modal once the decision is answered. */
  onRefuse: (reason: string, done: () => void) => void;
  busy: boolean;
  /** 2 inside a page that has its own h1 (the tutor's client area). */
  headingOrder?: 1 | 2;
}

/**
 * One submission checked by a person: the curator's queue (issue 10) and the tutor's client work
 * (issue 12) share it; each page sends the decision to its own endpoint and decides what follows.
 */
export function CheckSubmissionForm({ detail, onApprove, onRefuse, busy, headingOrder }: CheckSubmissionFormProps) {
  const { t } = useTranslation();
  const form = useCheckForm(detail);
  const [refusing, setRefusing] = useState(false);
  const awaiting = awaitsCheck(detail.submission.status);
  const items = tasksWithAnswers(detail);
  const numberOf = new Map(items.map(({ task, number }) => [task.id, number]));

  const approve = () => {
    if (form.unscored.length > 0) form.revealMissing();
    else onApprove(form.scores);
  };
  return (
    <Stack gap="lg" maw={880} pb="md">
      <SubmissionHeader detail={detail} headingOrder={headingOrder} />
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
          busy={busy}
        />
      )}
      <RefuseModal
        opened={refusing}
        onClose={() => setRefusing(false)}
        onRefuse={(reason) => onRefuse(reason, () => setRefusing(false))}
        busy={busy}
      />
    </Stack>
  );
}
