import { Alert, Button, Group, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeworkDetail, HomeworkTask, SubmitResult } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { refreshAfterSubmit } from '../api/homework-api';
import { isAnswered } from '../lib/answer-values';
import { useHomeworkAnswers } from '../sync/use-homework-answers';
import { ConfirmEmptyModal } from './confirm-empty-modal';
import { HomeworkHeading } from './homework-heading';
import { HomeworkTimer } from './homework-timer';
import { SubmitBar } from './submit-bar';
import { SubmitResultModal } from './submit-result-modal';
import { TaskCard } from './task-card';
import { TaskStrip } from './task-strip';
import { emitModalAction } from '../../../shared/modal-events/modal-events';
import '../i18n';

type View = 'one' | 'all';

interface HomeworkDoingProps {
  detail: HomeworkDetail;
  userId: number;
  /** The tasks to show: all of them, or in work on mistakes only the editable ones. */
  tasks: HomeworkTask[];
  lead?: string;
  submitLabel: string;
}

/**
 * Doing a homework (spec 2 §2 /homework/{homeworkId}): one task at a time with a strip to jump, or
 * the whole list (remembered); answers saved as typed; a submit that asks when tasks are empty.
 */
export function HomeworkDoing({ detail, userId, tasks, lead, submitLabel }: HomeworkDoingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { values, touched, ready, snapshot, change, submit, dismissSubmitted } = useHomeworkAnswers(userId, detail);
  const [view, setView] = useLocalStorage<View>({ key: 'homework-view', defaultValue: 'one' });
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const closed = detail.isExpired;
  const answered = (task: HomeworkTask) => isAnswered(task, values.get(task.id), touched.has(task.id));
  const done = tasks.filter(answered).length;
  const current = Math.min(index, tasks.length - 1);
  const numberOf = (task: HomeworkTask) => detail.tasks.indexOf(task) + 1;

  const doSubmit = async () => {
    setConfirming(false);
    setSubmitting(true);
    setSubmitError(null);
    try {
      setResult(await submit());
    } catch (error) {
      setSubmitError(t('homework.do.submitFailed', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setSubmitting(false);
    }
  };
  const openResults = async () => {
    dismissSubmitted();
    await navigate({ to: paths.homeworkCompleted, params: { homeworkId: String(detail.id) } });
    void refreshAfterSubmit(queryClient);
  };

  // Spec 3 §9: at zero the work is handed in as it stands. The server closes it as well, so a refused
  // hand-in means it is closed already: the results are shown.
  const handIn = async () => {
    setConfirming(false);
    try {
      setResult(await submit());
    } catch {
      await openResults();
    }
  };
  const handInRef = useRef(handIn);
  handInRef.current = handIn;
  const expire = useCallback(() => void handInRef.current(), []);

  const card = (task: HomeworkTask) => (
    <TaskCard
      key={task.id}
      task={task}
      number={numberOf(task)}
      value={values.get(task.id) ?? null}
      onChange={change}
      disabled={closed}
    />
  );

  return (
    // A readable line length on a wide screen; a phone gets the whole width.
    <Stack gap="md" maw={880}>
      <HomeworkHeading detail={detail} />
      {lead && (
        <Alert color="blue" variant="light">
          {lead}
        </Alert>
      )}
      {closed && (
        <Alert color="red" variant="light" role="alert">
          {t('homework.do.expired')}
        </Alert>
      )}
      {detail.endsAt && !closed && <HomeworkTimer endsAt={detail.endsAt} onExpire={expire} />}
      {snapshot.submitQueued && (
        <Alert color="orange" variant="light" icon={<IconWifiOff size={18} />} role="status">
          {t('homework.do.submitQueued')}
        </Alert>
      )}
      {snapshot.rejected && (
        <Alert color="red" variant="light" role="alert">
          {t('homework.do.rejected', { reason: snapshot.rejected })}
        </Alert>
      )}
      {submitError && (
        <Alert color="red" variant="light" role="alert">
          {submitError}
        </Alert>
      )}
      <SegmentedControl
        aria-label={t('homework.do.viewLabel')}
        value={view}
        onChange={(next) => setView(next as View)}
        data={[
          { value: 'one', label: t('homework.do.viewOne') },
          { value: 'all', label: t('homework.do.viewAll') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {!ready ? (
        <Skeleton height={280} radius="lg" />
      ) : view === 'one' ? (
        <>
          <TaskStrip
            numbers={tasks.map(numberOf)}
            current={current}
            answered={(position) => answered(tasks[position]!)}
            onPick={setIndex}
          />
          {tasks[current] && card(tasks[current])}
          <Group justify="space-between">
            <Button
              variant="default"
              size="md"
              leftSection={<IconArrowLeft size={18} />}
              disabled={current === 0}
              onClick={() => setIndex(current - 1)}
            >
              {t('homework.do.previous')}
            </Button>
            <Button
              variant="default"
              size="md"
              rightSection={<IconArrowRight size={18} />}
              disabled={current >= tasks.length - 1}
              onClick={() => setIndex(current + 1)}
            >
              {t('homework.do.next')}
            </Button>
          </Group>
        </>
      ) : (
        tasks.map(card)
      )}
      <SubmitBar
        done={done}
        total={tasks.length}
        state={snapshot.state}
        onSubmit={() => (done < tasks.length ? setConfirming(true) : void doSubmit())}
        submitting={submitting}
        disabled={closed || snapshot.submitQueued || !ready}
        label={submitLabel}
      />
      <ConfirmEmptyModal
        opened={confirming}
        empty={tasks.length - done}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void doSubmit()}
      />
      <SubmitResultModal
        result={result ?? snapshot.submitted}
        onOpen={() => {
          // Issue 13: the hand-in went through (its result is shown): the HOMEWORK_DONE modals.
          emitModalAction('HOMEWORK_DONE', detail.id);
          void openResults();
        }}
      />
    </Stack>
  );
}
