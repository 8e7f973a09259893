import { ONBOARDING_STEPS, type OnboardingState } from '@school/contract';
import { createListeners } from '../lib/listeners';
import { assertStep, chainIndexOf, type OnboardingView } from './onboarding-rules';

/** Spec 3 §9: stopped chains are cleared about 1 s after a later mount. */
export const CLEAR_STOPPED_AFTER_MS = 1000;

export interface OnboardingSnapshot extends OnboardingView {
  /** Whether the saved state has arrived: until then nothing shows (a completed step must not flash). */
  loaded: boolean;
  /** A modal dialog is open in the page, or the overlay gate puts another overlay first: tooltips wait. */
  blocked: boolean;
}

export interface OnboardingStoreOptions {
  /** Saves the whole map (spec 3 §7 PATCH); failures are the caller's to report. */
  save: (state: OnboardingState) => Promise<unknown>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

export type OnboardingStore = ReturnType<typeof createOnboardingStore>;

/** The onboarding steps' state of spec 3 §4, outside React (a snapshot per change for useSyncExternalStore). */
export function createOnboardingStore({ save, now = Date.now, setTimer = setTimeout }: OnboardingStoreOptions) {
  let snapshot: OnboardingSnapshot = {
    loaded: false,
    blocked: false,
    completed: new Set(),
    stopped: new Map(),
    mounted: new Set(),
  };
  const listeners = createListeners();
  let saving: Promise<unknown> = Promise.resolve();

  const update = (next: Partial<OnboardingSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.notify();
  };

  const wholeMap = (): OnboardingState =>
    Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, snapshot.completed.has(step)]));

  /** Spec 3 §4: set locally at once, then saved; saves go one after another, each with the whole map. */
  const complete = (name: string) => {
    const step = assertStep(name);
    if (snapshot.completed.has(step)) return;
    update({ completed: new Set(snapshot.completed).add(step) });
    const state = wholeMap();
    saving = saving.then(() => save(state)).catch(() => undefined);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: listeners.subscribe,
    /** The saved map; steps completed here meanwhile stay completed. */
    hydrate(state: OnboardingState) {
      const completed = new Set(snapshot.completed);
      for (const [name, done] of Object.entries(state)) if (done) completed.add(assertStep(name));
      update({ loaded: true, completed });
    },
    /** The step's anchor appeared; chains stopped before it are cleared about 1 s later. */
    mount(name: string) {
      const step = assertStep(name);
      if (snapshot.mounted.has(step)) return;
      update({ mounted: new Set(snapshot.mounted).add(step) });
      if (snapshot.stopped.size === 0) return;
      const mountedAt = now();
      setTimer(() => {
        const stopped = new Map([...snapshot.stopped].filter(([, stoppedAt]) => stoppedAt > mountedAt));
        if (stopped.size !== snapshot.stopped.size) update({ stopped });
      }, CLEAR_STOPPED_AFTER_MS);
    },
    unmount(name: string) {
      const step = assertStep(name);
      if (!snapshot.mounted.has(step)) return;
      const mounted = new Set(snapshot.mounted);
      mounted.delete(step);
      update({ mounted });
    },
    setBlocked(blocked: boolean) {
      if (blocked !== snapshot.blocked) update({ blocked });
    },
    /** The button ('further' / 'its_clear'). */
    complete,
    /** The close control: stops the chain and completes the step (spec 3 §4). */
    close(name: string) {
      const chainIndex = chainIndexOf(name);
      update({ stopped: new Map(snapshot.stopped).set(chainIndex, now()) });
      complete(name);
    },
    /** Resolves once every save asked so far has finished (tests, leaving the page). */
    flushed: () => saving,
  };
}
