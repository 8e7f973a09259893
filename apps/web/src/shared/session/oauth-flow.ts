import { codeChallengeS256, randomUrlSafe } from '../lib/pkce';
import type { IdentityClient } from './return-to-client';

const FLOW_KEY = 'oauth.flow';

/** What a social login needs to remember across the trip to the provider and back. */
export interface OAuthFlow {
  provider: 'vk';
  state: string;
  codeVerifier: string;
  redirectUri: string;
  /** The identity pages' client to return to afterwards; null when started by the app itself. */
  client: IdentityClient | null;
}

export interface OAuthProviderInfo {
  authorizeUrl: string;
  clientId: string;
}

export const vkIdRedirectUri = (origin: string, type?: 'connect'): string =>
  `${origin}/vk-id-callback${type ? `/${type}` : ''}`;

/**
 * VK ID is OAuth 2.1 with PKCE: the verifier stays in this tab's session storage,
 * only its S256 challenge travels; `state` ties the answer to this very request.
 */
export async function startVkIdLogin(
  provider: OAuthProviderInfo,
  client: IdentityClient | null,
  origin: string = window.location.origin,
  /** 'connect' links the account to the signed-in student instead of signing in (spec 1 §2 VkIdCallback). */
  type?: 'connect',
): Promise<string> {
  const flow: OAuthFlow = {
    provider: 'vk',
    state: randomUrlSafe(16),
    codeVerifier: randomUrlSafe(48),
    redirectUri: vkIdRedirectUri(origin, type),
    client,
  };
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  const url = new URL(provider.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: flow.redirectUri,
    state: flow.state,
    code_challenge: await codeChallengeS256(flow.codeVerifier),
    code_challenge_method: 'S256',
    scope: 'email',
  }).toString();
  return url.toString();
}

function readFlow(): OAuthFlow | null {
  try {
    const flow = JSON.parse(sessionStorage.getItem(FLOW_KEY) ?? 'null') as OAuthFlow | null;
    return flow && typeof flow.state === 'string' && typeof flow.codeVerifier === 'string' ? flow : null;
  } catch {
    return null;
  }
}

/** The stored flow, once: it is removed whether or not `state` matches, so an answer cannot be replayed. */
export function takeOAuthFlow(state: string | undefined): { flow: OAuthFlow | null; stateMatches: boolean } {
  const flow = readFlow();
  sessionStorage.removeItem(FLOW_KEY);
  return { flow, stateMatches: Boolean(flow && state && flow.state === state) };
}
