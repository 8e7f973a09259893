import { Suspense, useState, type ReactElement } from 'react';
import { usePreloadOnArrival } from './user-arrived';

interface DeferredMenuProps {
  /** The button that opens the menu, given the props it needs before the menu has loaded. */
  trigger: (props: { onClick: () => void; 'aria-haspopup': 'menu'; 'aria-expanded': false }) => ReactElement;
  /** The whole menu, from its own chunk; it opens at once, as the press that brought it asked. */
  menu: () => ReactElement;
  /** Loads the menu's chunk. */
  preload: () => Promise<void>;
}

/**
 * A menu (Mantine Menu with Floating UI) whose code loads when the user starts to interact with the
 * page and which replaces its plain button on the first press (user-arrived.ts).
 */
export function DeferredMenu({ trigger, menu, preload }: DeferredMenuProps) {
  usePreloadOnArrival(preload);
  const [pressed, setPressed] = useState(false);
  const plain = trigger({ onClick: () => setPressed(true), 'aria-haspopup': 'menu', 'aria-expanded': false });
  if (!pressed) return plain;
  return <Suspense fallback={plain}>{menu()}</Suspense>;
}
