import type { User } from '@school/contract';
import { appSettings } from '../config/app-settings';
import { sessionStore } from '../session/session-store';
import type { AnalyticsClient, Properties } from './analytics-client';
import { newVisitorId } from '../flags/visitor-id';
import { keepAnonymousId } from './analytics-cookies';

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
 * and resets at logout, when the browser also gets a new anonymous id: whoever uses it next is
 * nobody analytics knows. Another user signing in is identified anew; a refreshed profile is not.
 */
/** After a logout whoever uses this browser next is nobody analytics knows. */
export function renewAnonymousId(): void {
  keepAnonymousId(newVisitorId());
}

export function identifySessionUser(
  client: AnalyticsClient,
  store = sessionStore,
  renewAnonymous = renewAnonymousId,
): () => void {
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
      renewAnonymous();
    }
  };
  sync();
  return store.subscribe(sync);
}
