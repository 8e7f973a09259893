import { useRef, type CSSProperties, type ReactNode } from 'react';
import { chooseSlot } from './slot-choice';
import { useExposure } from './use-exposure';
import { useFlag, useFlagsReady, useFlagsSettled } from './use-flag';

export interface FlagSlotProps {
  flag: string;
  /** The value used until flags have loaded (spec 1 §1). */
  fallback?: unknown;
  on?: ReactNode;
  off?: ReactNode;
  /** Slots keyed by other flag values; they win over on and off when they match. */
  slots?: Record<string, ReactNode>;
  /**
   * Holds the slot's place until the first flag load is over (issue 8: no layout shift), e.g. a
   * skeleton of the shown slot's size. Only a look: no flag is read and the slot's content, with
   * its requests, does not render.
   */
  pending?: ReactNode;
}

const PLACEHOLDER: CSSProperties = { width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' };

/**
 * Shows the slot a flag's value selects (spec 1 §1); with no match, an invisible 1-pixel
 * placeholder. Once flags are loaded, a shown slot reports its exposure when 35% visible.
 */
export function FlagSlot({ flag, fallback, on, off, slots, pending }: FlagSlotProps) {
  const ready = useFlagsReady();
  const settled = useFlagsSettled();
  const loaded = useFlag(flag);
  const value = ready ? loaded : fallback;
  const choice = chooseSlot(value, slots ? Object.keys(slots) : []);
  const ref = useRef<HTMLDivElement>(null);
  useExposure(ref, flag, value, ready && choice.kind !== 'none');

  if (pending !== undefined && !settled)
    return (
      <div data-flag-slot={flag} aria-hidden="true">
        {pending}
      </div>
    );
  if (choice.kind === 'none') return <div ref={ref} data-flag-slot={flag} aria-hidden="true" style={PLACEHOLDER} />;
  const content = choice.kind === 'named' ? slots?.[choice.key] : choice.kind === 'on' ? on : off;
  return (
    <div ref={ref} data-flag-slot={flag}>
      {content}
    </div>
  );
}
