import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { modalsHostMounted } from '../../shared/ui/deferred/confirm-modal';

/**
 * Mantine's modal manager in its own chunk, mounted on the first dialog (issue 8). It wraps
 * nothing: the app opens modals only through the event API (shared/ui/deferred/confirm-modal.ts).
 */
export function ModalsHost() {
  useEffect(modalsHostMounted, []);
  return <ModalsProvider />;
}
