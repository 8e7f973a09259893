import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnswerValue, HomeworkDetail } from '@school/contract';
import { answerSync } from './answer-registry';

const serverValues = (detail: HomeworkDetail) =>
  new Map(
    detail.submission.answers.flatMap((answer) => (answer.value ? [[answer.taskId, answer.value] as const] : [])),
  );

/**
 * A homework's answers on the page: the server's, overridden by newer ones kept on the device (shown
 * once `ready`), every change handed to the answer queue. The queue is flushed on open, when the
 * network returns and when the page is hidden.
 */
export function useHomeworkAnswers(userId: number, detail: HomeworkDetail) {
  const sync = useMemo(() => answerSync(userId, detail.id), [userId, detail.id]);
  const [values, setValues] = useState(() => serverValues(detail));
  const [touched, setTouched] = useState(
    () =>
      new Set(detail.submission.answers.filter((answer) => answer.state !== 'EMPTY').map((answer) => answer.taskId)),
  );
  const [ready, setReady] = useState(false);
  const snapshot = useSyncExternalStore(sync.subscribe, sync.getSnapshot);

  useEffect(() => {
    let live = true;
    void sync
      .reconcile(detail.submission.answers)
      .then((newer) => {
        if (!live) return;
        setValues((current) => new Map([...current, ...newer.map((entry) => [entry.taskId, entry.value] as const)]));
        setTouched((current) => new Set([...current, ...newer.map((entry) => entry.taskId)]));
      })
      .catch((error: unknown) => console.warn('Answers on the device unreadable', error))
      .finally(() => live && setReady(true));
    const flush = () => void sync.flush();
    const onHide = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      live = false;
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [sync, detail]);

  const change = useCallback(
    (taskId: number, value: AnswerValue) => {
      setValues((current) => new Map(current).set(taskId, value));
      setTouched((current) => (current.has(taskId) ? current : new Set(current).add(taskId)));
      sync.change(taskId, value);
    },
    [sync],
  );

  return {
    values,
    touched,
    ready,
    snapshot,
    change,
    submit: () => sync.submit(),
    dismissSubmitted: () => sync.dismissSubmitted(),
  };
}
