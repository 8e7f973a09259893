import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useUser } from '../../shared/session/session-store';

/** Issue 14: the notification centre's bell in the student header; the list itself loads when opened. */
export function NotificationsBellSlot() {
  const isStudent = useUser()?.role === 'STUDENT_ROLE';
  return isStudent ? <NotificationsBell /> : null;
}
