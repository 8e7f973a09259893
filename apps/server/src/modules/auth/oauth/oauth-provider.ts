export interface OAuthGrant {
  code: string;
  codeVerifier: string;
  deviceId: string;
  redirectUri: string;
}

/** Who the provider says the person is. */
export interface OAuthIdentity {
  providerUserId: string;
  email: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** A social login provider: VK ID is the first; others plug in with the same shape. */
export interface OAuthProvider {
  readonly id: 'vk';
  readonly clientId: string;
  readonly authorizeUrl: string;
  exchange(grant: OAuthGrant): Promise<OAuthIdentity>;
}

export class OAuthProviderError extends Error {}
