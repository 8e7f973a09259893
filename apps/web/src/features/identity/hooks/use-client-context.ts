import { useMemo } from 'react';
import { useSearch } from '@tanstack/react-router';
import { resolveClientContext, type ClientContext } from '../lib/client-context';

export interface IdentitySearch {
  client_id?: string;
  client_redirect?: string;
  reset_token?: string;
}

/** The identity pages' query (validated by the route table). */
export function useIdentitySearch(): IdentitySearch {
  return useSearch({ strict: false }) as IdentitySearch;
}

/** The client this identity page works for, from the query or remembered in this tab. */
export function useClientContext(): ClientContext {
  const { client_id, client_redirect } = useIdentitySearch();
  return useMemo(() => resolveClientContext({ client_id, client_redirect }), [client_id, client_redirect]);
}
