import { useMemo } from 'react';
import { resolveClientContext, type ClientContext, type ClientQuery } from '../lib/client-context';

/** The client this identity page works for, from the page's query or remembered in this tab. */
export function useClientContext({ client_id, client_redirect }: ClientQuery): ClientContext {
  return useMemo(() => resolveClientContext({ client_id, client_redirect }), [client_id, client_redirect]);
}
