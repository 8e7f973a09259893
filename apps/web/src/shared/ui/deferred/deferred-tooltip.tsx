import { Suspense } from 'react';
import type { TooltipProps } from '@mantine/core';
import { lazyComponent } from '../../lib/lazy-component';
import { useHoverArrived } from './user-arrived';

const Tooltip = lazyComponent(() => import('./overlays'), 'Tooltip');

/**
 * Mantine's Tooltip once a mouse or a keyboard is in use, or when opened on purpose (a tap's hint);
 * until then its target shows alone (user-arrived.ts).
 */
export function DeferredTooltip(props: TooltipProps) {
  const arrived = useHoverArrived();
  if (!arrived && !props.opened) return props.children;
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
