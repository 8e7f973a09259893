import type { User } from '@school/contract';
import { appSettings } from '../config/app-settings';
import { sessionStore } from '../session/session-store';
import type { AnalyticsClient, Properties } from './analytics-client';

/** Spec 1 §3 analytics user: the traits are phone, email, full name and id. */
export function userTraits(user: User): Properties {
  return {
    id: user.id,
    email: user.email,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    ...(user.student?.phone ? { phone: user.student.phone } : {}),
  };
}

/**
 * Follows the session (spec 1 §3): identifies the user once when one is signed in (a sign-in, or a
 * start with a stored session), with the deployment variant as their group (docs/analytics.md),
 * and resets at logout. Another user signing in is identified anew; a refreshed profile is not.
 */
export function identifySessionUser(client: AnalyticsClient, store = sessionStore): () => void {
  let identified: number | null = null;
  const sync = () => {
    const user = store.get().user;
    if (user && user.id !== identified) {
      identified = user.id;
      void client.identify(user.id, userTraits(user));
      const { variant, productName } = appSettings();
      void client.group(variant, { name: productName });
    } else if (!user && identified !== null) {
      identified = null;
      client.reset();
    }
  };
  sync();
  return store.subscribe(sync);
}
