import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { isOverlayBlocked, registerOverlay, useOverlayBlocked, useOverlayOpen, type OverlayKind } from './overlay-gate';

describe('the overlay gate (issue 13: only the most important overlay shows)', () => {
  it('blocks the lower kinds while a higher one is open, by the order of OverlayKind', () => {
    const off = registerOverlay('globalModal');
    expect(isOverlayBlocked('startup')).toBe(false);
    expect(isOverlayBlocked('individualProgram')).toBe(false);
    expect(isOverlayBlocked('globalModal')).toBe(false);
    expect(isOverlayBlocked('cornerPoll')).toBe(true);
    expect(isOverlayBlocked('tooltip')).toBe(true);
    off();
    expect(isOverlayBlocked('tooltip')).toBe(false);
  });

  it('keeps a kind open until every overlay of that kind closed', () => {
    const first = registerOverlay('startup');
    const second = registerOverlay('startup');
    first();
    expect(isOverlayBlocked('globalModal')).toBe(true);
    second();
    expect(isOverlayBlocked('globalModal')).toBe(false);
  });

  it('re-renders the blocked overlay when the higher one opens and closes, and unregisters on unmount', () => {
    const blocked = renderHook(() => useOverlayBlocked('cornerPoll'));
    expect(blocked.result.current).toBe(false);
    const modal = renderHook(({ kind, open }: { kind: OverlayKind; open: boolean }) => useOverlayOpen(kind, open), {
      initialProps: { kind: 'globalModal', open: true },
    });
    expect(blocked.result.current).toBe(true);
    act(() => modal.rerender({ kind: 'globalModal', open: false }));
    expect(blocked.result.current).toBe(false);
    act(() => modal.rerender({ kind: 'globalModal', open: true }));
    expect(blocked.result.current).toBe(true);
    act(() => modal.unmount());
    expect(blocked.result.current).toBe(false);
  });
});
