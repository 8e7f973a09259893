import { GlobalModals } from '../../features/global-modals/components/global-modals';
import { useUser } from '../../shared/session/session-store';

/**
 * Spec 1 §4 global modals and corner polls, for students only (spec 1 §6), next to the start-up
 * modals in every layout with a header. The queue is light; the modal and the poll load when due.
 */
export function GlobalModalsSlot() {
  const user = useUser();
  if (user?.role !== 'STUDENT_ROLE') return null;
  return <GlobalModals key={user.id} studentId={user.id} />;
}
