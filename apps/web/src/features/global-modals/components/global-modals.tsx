import { lazy, Suspense, useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { onModalAction } from '../../../shared/modal-events/modal-events';
import { useOverlayBlocked, useOverlayOpen } from '../../../shared/overlays/overlay-gate';
import { runsOnRoute } from '../../../shared/overlays/quiet-routes';
import { routeEvent } from '../lib/route-actions';
import { modalsStore, useModalsState } from '../lib/modals-store';
import type { fetchStartModals } from '../lib/start-fetch';

// The modal and the poll load only when one is due: every page's shell mounts this (issue 8 budget).
const ModalSetView = lazy(() => import('./modal-set-view').then((module) => ({ default: module.ModalSetView })));
const CornerPollView = lazy(() => import('./corner-poll-view').then((module) => ({ default: module.CornerPollView })));

/** The route's modal event (route-actions.ts), fired on entering it. */
function useRouteEvents(): string | undefined {
  const last = useMatches({ select: (matches) => matches[matches.length - 1] });
  const event = routeEvent(last?.staticData.name, (last?.params ?? {}) as Record<string, unknown>);
  const action = event?.action;
  const itemId = event?.itemId ?? null;
  useEffect(() => {
    if (action) void modalsStore.fire({ action, itemId });
  }, [action, itemId, last?.pathname]);
  return last?.staticData.name;
}

/**
 * Spec 1 §4 global modals and corner polls of a student: fetched at start, OPEN shown then, the
 * other actions when their event happens (shared/modal-events, the route table). One overlay at a
 * time (shared/overlays): a FULL set waits for the start-up modals, a poll for the FULL set.
 */
export function GlobalModals({
  studentId,
  fetched,
}: {
  studentId: number;
  fetched?: ReturnType<typeof fetchStartModals>;
}) {
  const { sets, polls } = useModalsState();
  useEffect(() => {
    void modalsStore.start(studentId, fetched).catch(() => undefined);
  }, [studentId, fetched]);
  useEffect(() => onModalAction((event) => void modalsStore.fire(event)), []);
  useEffect(() => () => modalsStore.reset(), []);
  const routeName = useRouteEvents();

  const set = sets[0];
  const poll = polls[0];
  const quiet = routeName !== undefined && !runsOnRoute(routeName);
  const setBlocked = useOverlayBlocked('globalModal') || quiet;
  const pollBlocked = useOverlayBlocked('cornerPoll') || quiet;
  const showSet = Boolean(set) && !setBlocked;
  const showPoll = Boolean(poll) && !showSet && !pollBlocked;
  useOverlayOpen('globalModal', showSet);
  useOverlayOpen('cornerPoll', showPoll);
  return (
    <Suspense fallback={null}>
      {showSet && set && (
        <ModalSetView
          key={set.modals[0]?.id}
          modals={set.modals}
          onViewed={(id) => modalsStore.viewed(id)}
          onClose={() => modalsStore.closeSet()}
        />
      )}
      {showPoll && poll && (
        <CornerPollView
          key={poll.id}
          modal={poll}
          onSkip={() => {
            modalsStore.viewed(poll.id);
            modalsStore.closePoll();
          }}
          onAnswered={() => {
            modalsStore.answered(poll.id);
            modalsStore.closePoll();
          }}
        />
      )}
    </Suspense>
  );
}
