import type { IdentityClient } from '../../../shared/session/return-to-client';

/** Spec 1 §4: the auth redirect context (client id and redirect) is kept in session storage. */
export const CLIENT_CONTEXT_KEY = 'identity.client';
/** Spec 1 §5 messages, exactly as written. */
export const CLIENT_ID_MISSING = 'ClientId not provided';
export const INVALID_CLIENT_REDIRECT = 'Invalid clientRedirect';

export type ClientContextError = typeof CLIENT_ID_MISSING | typeof INVALID_CLIENT_REDIRECT;
export type ClientContext = { ok: true; client: IdentityClient } | { ok: false; error: ClientContextError };

/** The query of every identity page (spec 1 §2). */
export interface ClientQuery {
  client_id?: string;
  client_redirect?: string;
}

/** Only absolute http(s) URLs: the user is sent there with a sign-in code. */
export function isValidRedirect(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Spec 1 §5: client id and a valid redirect URL are required. */
export function validateClient(clientId: string | undefined, clientRedirect: string | undefined): ClientContext {
  const id = clientId?.trim();
  if (!id) return { ok: false, error: CLIENT_ID_MISSING };
  if (!isValidRedirect(clientRedirect?.trim())) return { ok: false, error: INVALID_CLIENT_REDIRECT };
  return { ok: true, client: { clientId: id, clientRedirect: clientRedirect!.trim() } };
}

function readStored(storage: Storage): Partial<IdentityClient> {
  try {
    const value = JSON.parse(storage.getItem(CLIENT_CONTEXT_KEY) ?? '{}') as Partial<IdentityClient> | null;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/**
 * The client the identity pages work for: the query when it names one (it is then
 * remembered), else the one remembered in this tab, so that moving between the
 * identity pages (login -> register -> login) keeps it. Query values are taken
 * together, never mixed with stored ones: half of one client and half of another
 * would send the user somewhere nobody asked for.
 */
export function resolveClientContext(query: ClientQuery, storage: Storage = sessionStorage): ClientContext {
  const fromQuery = query.client_id !== undefined || query.client_redirect !== undefined;
  const candidate = fromQuery
    ? { clientId: query.client_id, clientRedirect: query.client_redirect }
    : readStored(storage);
  const context = validateClient(candidate.clientId, candidate.clientRedirect);
  if (context.ok && fromQuery) storage.setItem(CLIENT_CONTEXT_KEY, JSON.stringify(context.client));
  return context;
}

/** Query of a link to another identity page that keeps the client. */
export function clientSearch(client: IdentityClient): Required<ClientQuery> {
  return { client_id: client.clientId, client_redirect: client.clientRedirect };
}
