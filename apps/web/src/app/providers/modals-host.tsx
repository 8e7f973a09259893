import { ModalsProvider } from '@mantine/modals';

/**
 * Mantine's modal manager in its own chunk (issue 8). It wraps nothing: the app opens modals only
 * through the event API (`modals.openConfirmModal`), which needs a mounted manager, not its context.
 */
export function ModalsHost() {
  return <ModalsProvider />;
}
