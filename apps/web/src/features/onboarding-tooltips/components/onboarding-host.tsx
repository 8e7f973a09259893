import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { OnboardingState, OnboardingStep } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { ANCHORED_STEPS } from '../../../shared/onboarding/anchored-steps';
import { observeAnchors } from '../../../shared/onboarding/anchors';
import { activeStep, stepProgress } from '../../../shared/onboarding/onboarding-rules';
import { createOnboardingStore } from '../../../shared/onboarding/onboarding-store';
import { isOverlayBlocked, useOverlayOpen } from '../../../shared/overlays/overlay-gate';

const OnboardingTooltip = lazyComponent(() => import('./onboarding-tooltip'), 'OnboardingTooltip');

const save = (onboardingState: OnboardingState) => call(contract.onboarding.update, { body: { onboardingState } });

/**
 * Spec 3 §4 engine of one student's tooltips: the saved map, the marked elements of the page, the
 * overlay gate, and the active step's card (its code loads when a step becomes active).
 */
export function OnboardingHost({ saved }: { saved: OnboardingState }) {
  const [store] = useState(() => createOnboardingStore({ save }));
  useEffect(() => {
    store.hydrate(saved);
  }, [store, saved]);
  // The gate is read at each scan of the page (not subscribed to: that would keep the gate's store
  // code in every page's shell for this chunk alone).
  useEffect(() => observeAnchors(document.body, store, () => isOverlayBlocked('tooltip')), [store]);
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const step = view.loaded && !view.blocked ? activeStep(view, ANCHORED_STEPS) : null;
  const [shown, setShown] = useState<OnboardingStep | null>(null);
  useOverlayOpen('tooltip', step !== null && shown === step);
  if (step === null) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingTooltip
        key={step}
        step={step}
        {...stepProgress(step, ANCHORED_STEPS)}
        onComplete={() => store.complete(step)}
        onClose={() => store.close(step)}
        onShown={(found) => {
          setShown(found ? step : null);
          // The lookup gave up: the step counts as not mounted until its element comes back.
          if (!found) store.unmount(step);
        }}
      />
    </Suspense>
  );
}
