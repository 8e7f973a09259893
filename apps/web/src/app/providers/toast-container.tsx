import { Notifications } from '@mantine/notifications';
import { usePhone } from '../../shared/ui/use-phone';
import { useTrackErrorToasts } from './use-track-error-toasts';

/**
 * Mantine's toasts, in the chunk the first toast loads (toasts.tsx). On a phone they come from the
 * bottom, where the thumb is, and leave the header's buttons free.
 */
export function ToastContainer() {
  const phone = usePhone();
  useTrackErrorToasts();
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} />;
}
