import { Suspense } from 'react';
import { useUser } from '../../shared/session/session-store';
import { lazyComponent } from '../lazy-component';

const StartupModals = lazyComponent(
  () => import('../../features/startup-modals/components/startup-modals'),
  'StartupModals',
);

/**
 * Spec 3 §4 start-up modals of a student (spec 3 §6: only students get modals), inside the shell
 * layouts' flags scope: the personal-data step reads flag documents-in-profile.
 */
export function StartupSlot({ routeName }: { routeName: string | undefined }) {
  if (useUser()?.role !== 'STUDENT_ROLE') return null;
  return (
    <Suspense fallback={null}>
      <StartupModals routeName={routeName} />
    </Suspense>
  );
}
