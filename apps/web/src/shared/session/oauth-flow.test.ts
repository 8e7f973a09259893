import { beforeEach, describe, expect, it } from 'vitest';
import { codeChallengeS256 } from '../lib/pkce';
import { startVkIdLogin, takeOAuthFlow, vkIdRedirectUri } from './oauth-flow';

const vk = { authorizeUrl: 'https://id.vk.com/authorize', clientId: '5100' };
const client = { clientId: 'web', clientRedirect: 'http://localhost:3000/oauth-callback?redirect=%2Fhome' };

describe('VK ID flow (OAuth 2.1 with PKCE)', () => {
  beforeEach(() => sessionStorage.clear());

  it('builds the authorize URL with an S256 challenge of the stored verifier', async () => {
    const url = new URL(await startVkIdLogin(vk, client, 'http://localhost:3000'));
    const query = Object.fromEntries(url.searchParams);
    expect(url.origin + url.pathname).toBe('https://id.vk.com/authorize');
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: '5100',
      redirect_uri: 'http://localhost:3000/vk-id-callback',
      code_challenge_method: 'S256',
      scope: 'email',
    });
    const { flow, stateMatches } = takeOAuthFlow(query.state);
    expect(stateMatches).toBe(true);
    expect(flow?.client).toEqual(client);
    expect(flow?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(query.code_challenge).toBe(await codeChallengeS256(flow!.codeVerifier));
  });

  it('gives the flow out once, and refuses an answer with another state', async () => {
    const url = new URL(await startVkIdLogin(vk, null, 'http://localhost:3000'));
    expect(takeOAuthFlow('forged').stateMatches).toBe(false);
    expect(takeOAuthFlow(url.searchParams.get('state')!).flow).toBeNull();
  });

  it('knows the RFC 7636 example challenge', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('has a connect callback path too', () => {
    expect(vkIdRedirectUri('https://school.example', 'connect')).toBe('https://school.example/vk-id-callback/connect');
  });
});
