import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { profileQuery } from '../../shared/profile/profile-queries';

// The engine loads only when a step is still to be seen (the first-visit budget of home).
const OnboardingHost = lazyComponent(
  () => import('../../features/onboarding-tooltips/components/onboarding-host'),
  'OnboardingHost',
);

/**
 * Spec 3 §2 onboarding tooltips of a student (docs/onboarding-tooltips.md), in the shell of every
 * page. The shell only reads the saved map, so a student who has seen them all loads nothing more.
 */
export function OnboardingSlot() {
  const saved = useQuery(profileQuery).data?.onboardingState;
  const pending = saved && !Object.values(saved).every(Boolean);
  return pending ? (
    <Suspense fallback={null}>
      <OnboardingHost saved={saved} />
    </Suspense>
  ) : null;
}
