import { useEffect, type ReactNode } from 'react';
import { GrowthBookProvider } from '@growthbook/growthbook-react';
import { useUser } from '../session/session-store';
import { flagAttributes, flagsClient, loadFlags } from './flags-client';

/**
 * Feature flags through the GrowthBook SDK (spec 1 §1). Children render at once; until the
 * payload arrives (or if it never does) flags read as not ready and slots show their fallbacks.
 */
export function FlagsProvider({ children }: { children: ReactNode }) {
  const growthbook = flagsClient();
  const user = useUser();
  useEffect(() => {
    void loadFlags();
  }, []);
  useEffect(() => {
    void growthbook.setAttributes(flagAttributes(user));
  }, [growthbook, user]);
  return <GrowthBookProvider growthbook={growthbook}>{children}</GrowthBookProvider>;
}
