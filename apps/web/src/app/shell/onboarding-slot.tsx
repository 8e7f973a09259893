import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OnboardingState, OnboardingStep } from '@school/contract';
import { call } from '../../shared/api/client';
import { contract } from '../../shared/api/contract';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { ANCHORED_STEPS } from '../../shared/onboarding/anchored-steps';
import { observeAnchors } from '../../shared/onboarding/anchors';
import { activeStep, stepProgress } from '../../shared/onboarding/onboarding-rules';
import { createOnboardingStore } from '../../shared/onboarding/onboarding-store';
import { useOverlayBlocked, useOverlayOpen } from '../../shared/overlays/overlay-gate';
import { profileQuery } from '../../shared/profile/profile-queries';

const OnboardingTooltip = lazyComponent(
  () => import('../../features/onboarding-tooltips/components/onboarding-tooltip'),
  'OnboardingTooltip',
);

const save = (onboardingState: OnboardingState) => call(contract.onboarding.update, { body: { onboardingState } });

/**
 * Spec 3 §2/§4 onboarding tooltips of a student (docs/onboarding-tooltips.md), in the shell of every
 * page: the engine is small; the tooltip's code loads when a step becomes active. One store per
 * student (the slot is keyed by the user), so another student signing in starts afresh.
 */
export function OnboardingSlot() {
  const [store] = useState(() => createOnboardingStore({ save }));
  const profile = useQuery(profileQuery);
  const saved = profile.data?.onboardingState;
  useEffect(() => {
    if (saved) store.hydrate(saved);
  }, [store, saved]);
  useEffect(() => observeAnchors(document.body, store), [store]);
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const blocked = useOverlayBlocked('tooltip');
  const step = view.loaded && !view.modalOpen ? activeStep(view, ANCHORED_STEPS) : null;
  const [shown, setShown] = useState<OnboardingStep | null>(null);
  useOverlayOpen('tooltip', step !== null && !blocked && shown === step);
  if (step === null || blocked) return null;
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
