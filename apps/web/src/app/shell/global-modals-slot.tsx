import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchStartModals } from '../../features/global-modals/lib/start-fetch';
import { whenModalAction } from '../../shared/modal-events/modal-events';
import { useUser } from '../../shared/session/session-store';
import { useAfterFirstPaint } from '../../shared/lib/after-first-paint';

// The queue, the modal and the poll load only when something is due or an event fired (issue 8 budget).
const GlobalModals = lazy(() =>
  import('../../features/global-modals/components/global-modals').then((module) => ({ default: module.GlobalModals })),
);

/**
 * Spec 1 §4 global modals and corner polls, for students only (spec 1 §6), next to the start-up
 * modals in every layout with a header. Here only the start's fetch: the rest loads when needed.
 */
export function GlobalModalsSlot() {
  const user = useUser();
  const studentId = user?.role === 'STUDENT_ROLE' ? user.id : null;
  const painted = useAfterFirstPaint();
  const [start, setStart] = useState<{ studentId: number; fetched: ReturnType<typeof fetchStartModals> } | null>(null);
  useEffect(() => {
    if (studentId === null || !painted) return;
    let live = true;
    const fetched = fetchStartModals();
    const load = () => {
      if (live) setStart((current) => current ?? { studentId, fetched });
    };
    fetched.then((answers) => answers.some((answer) => answer.modals.length > 0) && load()).catch(() => undefined);
    const stop = whenModalAction(load);
    return () => {
      live = false;
      stop();
      setStart(null);
    };
  }, [studentId, painted]);
  if (!start || start.studentId !== studentId) return null;
  return (
    <Suspense fallback={null}>
      <GlobalModals key={start.studentId} studentId={start.studentId} fetched={start.fetched} />
    </Suspense>
  );
}
