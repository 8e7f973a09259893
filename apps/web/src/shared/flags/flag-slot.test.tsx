import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '../analytics/analytics';
import { pageViewStore } from '../analytics/page-view-store';
import { EXPOSURE_EVENT } from './exposure';
import { loadFlags } from './flags-client';
import { FlagsProvider } from './flags-provider';
import { FlagSlot, type FlagSlotProps } from './flag-slot';
import { serveFlags } from './test-flags';

vi.mock('../analytics/analytics', () => ({ analytics: { track: vi.fn(async () => undefined), page: vi.fn() } }));

/** Stands in for the browser's IntersectionObserver; `show` reports a visible share of every target. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
  }
  static show(ratio: number): void {
    for (const observer of FakeObserver.all) {
      const entries = [...observer.targets].map(
        (target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
      );
      if (entries.length) act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

const track = vi.mocked(analytics.track);
const exposures = () => track.mock.calls.filter(([event]) => event === EXPOSURE_EVENT);

async function renderSlot(props: FlagSlotProps, load = true) {
  render(
    <FlagsProvider>
      <FlagSlot on={<b>новый</b>} off={<i>старый</i>} {...props} />
    </FlagsProvider>,
  );
  if (load) await act(() => loadFlags());
}

describe('FlagSlot', () => {
  beforeEach(async () => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    track.mockClear();
    act(() => pageViewStore.next());
    await serveFlags({
      banner: { defaultValue: 'on' },
      legacy: { defaultValue: false },
      layout: { defaultValue: 'variant-b' },
      odd: { defaultValue: 'something' },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the on slot for an on value', async () => {
    await renderSlot({ flag: 'banner' });
    expect(screen.getByText('новый')).toBeInTheDocument();
  });

  it('shows the off slot for an off value', async () => {
    await renderSlot({ flag: 'legacy' });
    expect(screen.getByText('старый')).toBeInTheDocument();
  });

  it('prefers a named slot matching the value', async () => {
    await renderSlot({ flag: 'layout', slots: { 'variant-b': <span>вариант Б</span> } });
    expect(screen.getByText('вариант Б')).toBeInTheDocument();
  });

  it('shows an invisible 1-pixel placeholder when nothing matches', async () => {
    const { container } = render(
      <FlagsProvider>
        <FlagSlot flag="odd" on="новый" off="старый" />
      </FlagsProvider>,
    );
    await act(() => loadFlags());
    const placeholder = container.querySelector<HTMLElement>('[data-flag-slot="odd"]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveStyle({ width: '1px', height: '1px', opacity: '0' });
    expect(placeholder).toBeEmptyDOMElement();
  });

  it('uses the fallback until flags have loaded', async () => {
    await renderSlot({ flag: 'legacy', fallback: 'on' }, false);
    expect(screen.getByText('новый')).toBeInTheDocument();
    await act(() => loadFlags());
    expect(screen.getByText('старый')).toBeInTheDocument();
  });

  it('holds its place with the pending look until flags have loaded, then shows the chosen slot', async () => {
    await renderSlot({ flag: 'banner', pending: <span>место</span> }, false);
    expect(screen.getByText('место')).toBeInTheDocument();
    expect(screen.queryByText('новый')).not.toBeInTheDocument();
    await act(() => loadFlags());
    expect(screen.queryByText('место')).not.toBeInTheDocument();
    expect(screen.getByText('новый')).toBeInTheDocument();
  });

  it('lets go of the pending look when flags fail to load, and shows the fallback', async () => {
    await serveFlags({}, async () => new Response(null, { status: 500 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderSlot({ flag: 'banner', fallback: 'off', pending: <span>место</span> }, false);
    expect(screen.getByText('место')).toBeInTheDocument();
    await act(() => loadFlags());
    expect(screen.queryByText('место')).not.toBeInTheDocument();
    expect(screen.getByText('старый')).toBeInTheDocument();
  });

  it('shows no pending look outside the flags scope, where flags never load', () => {
    render(<FlagSlot flag="banner" fallback="on" on="новый" pending={<span>место</span>} />);
    expect(screen.queryByText('место')).not.toBeInTheDocument();
    expect(screen.getByText('новый')).toBeInTheDocument();
  });

  it('reports the exposure once when at least 35% is visible', async () => {
    await renderSlot({ flag: 'banner' });
    expect(FakeObserver.all.at(-1)?.options).toEqual({ threshold: 0.35 });
    FakeObserver.show(0.2);
    expect(exposures()).toHaveLength(0);
    FakeObserver.show(0.35);
    FakeObserver.show(0);
    FakeObserver.show(1);
    expect(exposures()).toEqual([[EXPOSURE_EVENT, { flag: 'banner', value: 'on' }]]);
  });

  it('reports again on the next page view while still visible', async () => {
    await renderSlot({ flag: 'legacy' });
    FakeObserver.show(0.5);
    act(() => pageViewStore.next());
    expect(exposures()).toEqual([
      [EXPOSURE_EVENT, { flag: 'legacy', value: false }],
      [EXPOSURE_EVENT, { flag: 'legacy', value: false }],
    ]);
  });

  it('reports nothing while showing a fallback or a placeholder', async () => {
    await renderSlot({ flag: 'banner', fallback: 'on' }, false);
    FakeObserver.show(1);
    expect(exposures()).toHaveLength(0);
    render(
      <FlagsProvider>
        <FlagSlot flag="odd" />
      </FlagsProvider>,
    );
    await act(() => loadFlags());
    FakeObserver.show(1);
    expect(exposures().map(([, props]) => props)).toEqual([{ flag: 'banner', value: 'on' }]);
  });
});
