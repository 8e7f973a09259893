import { useEffect, type ReactNode } from 'react';
import { useUser } from '../session/session-store';
import { loadFlags, setFlagUser } from './flags-client';
import { FlagsScope } from './use-flag';
import { sendFlaggedCpaMarkers } from '../marketing/send-flagged-markers';

/**
 * Feature flags through the GrowthBook SDK (spec 1 §1). Children render at once; the SDK and the
 * payload load after the first render, and until the payload arrives (or if it never does) flags
 * read as not ready and slots show their fallbacks.
 */
export function FlagsProvider({ children }: { children: ReactNode }) {
  const user = useUser();
  useEffect(() => {
    void loadFlags().then(sendFlaggedCpaMarkers);
  }, []);
  useEffect(() => {
    setFlagUser(user);
  }, [user]);
  return <FlagsScope.Provider value>{children}</FlagsScope.Provider>;
}
