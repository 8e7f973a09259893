import { Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { lazyComponent } from '../../shared/lib/lazy-component';

const ToastContainer = lazyComponent(() => import('./toast-container'), 'ToastContainer');

/**
 * The toasts' container, loaded with the first toast (issue 8): most visits show none, and
 * `notifications.show` only writes to a store, which the container shows once it is there.
 * Once loaded it stays, so the last toast can animate out.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
