import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { usePreloadOnArrival } from '../../../shared/ui/deferred/user-arrived';

const LoyaltyCard = lazyComponent(() => import('./loyalty-card'), 'LoyaltyCard');

interface LoyaltyHoverCardProps {
  /** i18n key of the explanation for the hovered currency */
  text: string;
  children: ReactNode;
}

/** Time to move the pointer from the cell onto the card (and its link) before it closes. */
const CLOSE_DELAY_MS = 200;

/**
 * Spec 1 §2: hovering a medal or umcoin shows a card linking to the loyalty program. A tap opens
 * it on a phone (no hover there), keyboard focus opens it too, and the card stays open while the
 * pointer or the focus is on it, so its link can be reached.
 */
export function LoyaltyHoverCard({ text, children }: LoyaltyHoverCardProps) {
  const id = useId();
  usePreloadOnArrival(LoyaltyCard.preload);
  const [opened, { open, close }] = useDisclosure(false);
  // Once open, the card stays rendered: swapping its cell back would drop the cell's focus.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (opened) setLoaded(true);
  }, [opened]);
  // The swap makes the cell a new element: give it back the keyboard focus that opened the card.
  const target = useRef<HTMLDivElement>(null);
  const focusOnSwap = useRef(false);
  useEffect(() => {
    if (loaded && focusOnSwap.current) target.current?.focus();
  }, [loaded]);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const keep = () => {
    clearTimeout(closing.current);
    open();
  };
  const leave = () => {
    clearTimeout(closing.current);
    closing.current = setTimeout(close, CLOSE_DELAY_MS);
  };
  // A phone's tap also sends a hover: only a mouse hovers; a tap toggles, a mouse click keeps it open.
  // The tap's focus opens the card before its click arrives: the click closes only a card open before it.
  const pointer = useRef({ type: 'mouse', wasOpen: false });
  const hover = (event: PointerEvent) => event.pointerType === 'mouse' && keep();
  const unhover = (event: PointerEvent) => event.pointerType === 'mouse' && leave();
  const click = () => (pointer.current.type !== 'mouse' && pointer.current.wasOpen ? close() : keep());
  const blur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !document.getElementById(id)?.contains(next)) leave();
  };
  const cell = (
    <Box
      ref={target}
      tabIndex={0}
      role="button"
      aria-expanded={opened}
      aria-controls={opened ? id : undefined}
      onPointerDown={(event) => (pointer.current = { type: event.pointerType, wasOpen: opened })}
      onPointerEnter={hover}
      onPointerLeave={unhover}
      onClick={click}
      onFocus={() => {
        focusOnSwap.current = !loaded;
        keep();
      }}
      onBlur={blur}
      onKeyDown={(event) => event.key === 'Escape' && close()}
      style={{ borderRadius: 'var(--mantine-radius-md)', cursor: 'pointer' }}
    >
      {children}
    </Box>
  );
  if (!opened && !loaded) return cell;
  return (
    <Suspense fallback={cell}>
      <LoyaltyCard
        id={id}
        text={text}
        opened={opened}
        onClose={close}
        target={cell}
        onPointerEnter={hover}
        onPointerLeave={unhover}
        onBlur={blur}
      />
    </Suspense>
  );
}
