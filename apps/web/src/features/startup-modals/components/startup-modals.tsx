import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useFlag } from '../../../shared/flags/use-flag';
import { chooseSlot } from '../../../shared/flags/slot-choice';
import { statusesQuery, systemModalsQuery } from '../../../shared/profile/profile-queries';
import { useOverlayOpen } from '../../../shared/overlays/overlay-gate';
import { runsOnRoute } from '../../../shared/overlays/quiet-routes';
import { isMandatory, nextModal, type StartupModal } from '../lib/startup-queue';

// The dialogs and their forms load only when a modal is due (issue 8: home's first visit stays light).
const StartupDialog = lazy(() => import('./startup-dialog').then((module) => ({ default: module.StartupDialog })));

/**
 * Spec 3 §4 start-up modal queue of a student: one modal at a time, in order, not on the routes it
 * skips; it goes on when the route changes. A modal put off is not asked again this session.
 */
export function StartupModals({ routeName }: { routeName: string | undefined }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const documentsInProfile = chooseSlot(useFlag('documents-in-profile')).kind === 'on';
  const onRoute = runsOnRoute(routeName);
  const modals = useQuery({ ...systemModalsQuery, enabled: onRoute });
  const statuses = useQuery({ ...statusesQuery, enabled: onRoute });
  const [closed, setClosed] = useState<ReadonlySet<StartupModal>>(new Set());
  const [stoppedOn, setStoppedOn] = useState<string | null>(null);
  // A mandatory modal stops the queue on its page; the next page starts it again.
  useEffect(() => {
    if (stoppedOn !== null && stoppedOn !== pathname) setStoppedOn(null);
  }, [pathname, stoppedOn]);

  const current =
    onRoute && modals.data && statuses.data
      ? nextModal({ modals: modals.data, statuses: statuses.data, documentsInProfile }, closed, stoppedOn !== null)
      : null;
  // Issue 13: the other overlays (global modals, polls, tooltips) wait while a start-up dialog shows.
  useOverlayOpen('startup', current !== null);
  if (!current || !modals.data) return null;
  const mandatory = isMandatory(current, modals.data);
  const putOff = () => setClosed(new Set([...closed, current]));
  return (
    <Suspense fallback={null}>
      <StartupDialog
        current={current}
        mandatory={mandatory}
        socialAccountType={modals.data.socialAccountType}
        onDone={() => (mandatory ? setStoppedOn(pathname) : putOff())}
        onPutOff={putOff}
      />
    </Suspense>
  );
}
