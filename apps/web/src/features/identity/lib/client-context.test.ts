import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_CONTEXT_KEY,
  CLIENT_ID_MISSING,
  clientSearch,
  INVALID_CLIENT_REDIRECT,
  isValidRedirect,
  resolveClientContext,
} from './client-context';

const redirect = 'http://localhost:3000/oauth-callback?redirect=%2Fhome';

describe('identity client context (spec 1 §4, §5)', () => {
  beforeEach(() => sessionStorage.clear());

  it("refuses a missing client with 'ClientId not provided'", () => {
    expect(resolveClientContext({ client_redirect: redirect })).toEqual({ ok: false, error: 'ClientId not provided' });
    expect(resolveClientContext({ client_id: '  ', client_redirect: redirect })).toEqual({
      ok: false,
      error: CLIENT_ID_MISSING,
    });
    expect(resolveClientContext({})).toEqual({ ok: false, error: CLIENT_ID_MISSING });
  });

  it("refuses a missing or invalid redirect with 'Invalid clientRedirect'", () => {
    for (const bad of [undefined, '', '/relative/path', 'not a url', 'javascript:alert(1)', 'ftp://host/file']) {
      expect(resolveClientContext({ client_id: 'web', client_redirect: bad })).toEqual({
        ok: false,
        error: 'Invalid clientRedirect',
      });
    }
    expect(INVALID_CLIENT_REDIRECT).toBe('Invalid clientRedirect');
  });

  it('accepts a client id with an absolute http(s) redirect', () => {
    expect(isValidRedirect('https://school.example/cb')).toBe(true);
    expect(resolveClientContext({ client_id: 'web', client_redirect: redirect })).toEqual({
      ok: true,
      client: { clientId: 'web', clientRedirect: redirect },
    });
  });

  it('keeps the context in session storage so the next identity page works without the query', () => {
    resolveClientContext({ client_id: 'web', client_redirect: redirect });
    expect(JSON.parse(sessionStorage.getItem(CLIENT_CONTEXT_KEY)!)).toEqual({
      clientId: 'web',
      clientRedirect: redirect,
    });
    expect(resolveClientContext({})).toEqual({ ok: true, client: { clientId: 'web', clientRedirect: redirect } });
  });

  it('prefers a new query to the stored context and replaces it', () => {
    resolveClientContext({ client_id: 'web', client_redirect: redirect });
    const other = 'https://other.example/back';
    expect(resolveClientContext({ client_id: 'mobile', client_redirect: other })).toMatchObject({ ok: true });
    expect(resolveClientContext({})).toEqual({ ok: true, client: { clientId: 'mobile', clientRedirect: other } });
  });

  it('does not mix half a query with the stored context, nor store an invalid one', () => {
    resolveClientContext({ client_id: 'web', client_redirect: redirect });
    expect(resolveClientContext({ client_id: 'evil' })).toEqual({ ok: false, error: INVALID_CLIENT_REDIRECT });
    expect(resolveClientContext({})).toMatchObject({ ok: true, client: { clientId: 'web' } });
  });

  it('survives broken storage content', () => {
    sessionStorage.setItem(CLIENT_CONTEXT_KEY, '{not json');
    expect(resolveClientContext({})).toEqual({ ok: false, error: CLIENT_ID_MISSING });
  });

  it('gives the query of links between identity pages', () => {
    expect(clientSearch({ clientId: 'web', clientRedirect: redirect })).toEqual({
      client_id: 'web',
      client_redirect: redirect,
    });
  });
});
