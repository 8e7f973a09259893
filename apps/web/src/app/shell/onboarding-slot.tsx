import { useEffect, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../shared/profile/profile-queries';

type Host = ComponentType<{ saved: Record<string, boolean> }>;

/**
 * Spec 3 §2 onboarding tooltips of a student (docs/onboarding-tooltips.md), in the shell of every
 * page. The shell only reads the saved map: the engine loads when a step is still to be seen, so a
 * student who has seen them all loads nothing (the first-visit budget of home).
 */
export function OnboardingSlot() {
  const saved = useQuery(profileQuery).data?.onboardingState;
  const pending = saved && !Object.values(saved).every(Boolean);
  const [host, setHost] = useState<{ Host: Host }>();
  useEffect(() => {
    if (pending)
      void import('../../features/onboarding-tooltips/components/onboarding-host').then((module) =>
        setHost({ Host: module.OnboardingHost }),
      );
  }, [pending]);
  return pending && host ? <host.Host saved={saved} /> : null;
}
