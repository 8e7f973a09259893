import { contract } from '../api/contract';
import { call } from '../api/client';
import { browserLocation } from '../lib/browser-location';

/** The client an identity page works for: spec 1 §2 query params client_id and client_redirect. */
export interface IdentityClient {
  clientId: string;
  clientRedirect: string;
}

/**
 * Spec 1 §2: the signed-in user goes back to the client, whose redirect now
 * carries a one-time code in `token` (the client exchanges it at start).
 */
export async function returnToClient(client: IdentityClient): Promise<void> {
  const { redirectUrl } = await call(contract.auth.authorize, { body: client });
  browserLocation.assign(redirectUrl);
}
