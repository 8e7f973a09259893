import { identityHref, paths } from '../../../shared/config/paths';
import type { IdentityClient } from '../../../shared/session/return-to-client';

/** Where "try again" leads: the identity login of the client that started the sign-in, else this app's. */
export function retryLoginHref(client: IdentityClient | null, returnTo: string = paths.root): string {
  if (!client) return identityHref('login', returnTo);
  const search = new URLSearchParams({ client_id: client.clientId, client_redirect: client.clientRedirect });
  return `${paths.identity.login}?${search.toString()}`;
}
