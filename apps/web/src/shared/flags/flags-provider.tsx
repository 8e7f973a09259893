import { useEffect, type ReactNode } from 'react';
import { startupDone } from '../config/startup';
import { sessionStore, useUser } from '../session/session-store';
import { loadFlags, loadFlagSdk, setFlagUser } from './flags-client';
import { FlagsScope } from './use-flag';
import { sendFlaggedCpaMarkers } from '../marketing/send-flagged-markers';

/**
 * Called when a layout with flags is loading, often beside start-up's own calls (issue 8): the SDK
 * downloads at once, and a signed-in user's flags load as soon as start-up knows who they are,
 * while the first page renders rather than after it. The provider's own call then finds them loading.
 */
export function startFlagsEarly(): void {
  void loadFlagSdk().catch(() => undefined);
  void startupDone.then(() => {
    if (sessionStore.get().user) void loadFlags();
  });
}

/**
 * Feature flags through the GrowthBook SDK (spec 1 §1). Children render at once; the SDK and the
 * payload load beside the first render (`startFlagsEarly`) or after it, and until the payload arrives (or if it never does) flags
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
