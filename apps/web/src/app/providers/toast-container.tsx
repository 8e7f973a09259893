import { Notifications } from '@mantine/notifications';
import { usePhone } from '../../shared/ui/use-phone';

/**
 * Mantine's toasts, in the chunk the first toast loads (toasts.tsx). On a phone they come from the
 * bottom, where the thumb is, and leave the header's buttons free.
 */
export function ToastContainer() {
  const phone = usePhone();
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} />;
}
