import { z } from 'zod';
import { OAuthProviderError, type OAuthGrant, type OAuthIdentity, type OAuthProvider } from './oauth-provider.js';

const TokenAnswer = z.object({ access_token: z.string(), user_id: z.union([z.number(), z.string()]) });
const UserInfoAnswer = z.object({
  user: z.object({
    user_id: z.union([z.number(), z.string()]),
    first_name: z.string().default(''),
    last_name: z.string().default(''),
    email: z.string().optional(),
    avatar: z.string().optional(),
  }),
});

/** VK ID (OAuth 2.1 with PKCE): code -> token at /oauth2/auth, then the profile at /oauth2/user_info. */
export class VkIdProvider implements OAuthProvider {
  readonly id = 'vk' as const;

  constructor(
    readonly clientId: string,
    private readonly clientSecret: string | undefined,
    private readonly baseUrl: string,
  ) {}

  get authorizeUrl(): string {
    return `${this.baseUrl}/authorize`;
  }

  async exchange(grant: OAuthGrant): Promise<OAuthIdentity> {
    const token = TokenAnswer.safeParse(
      await this.post('/oauth2/auth', {
        grant_type: 'authorization_code',
        code: grant.code,
        code_verifier: grant.codeVerifier,
        device_id: grant.deviceId,
        redirect_uri: grant.redirectUri,
        client_id: this.clientId,
        ...(this.clientSecret ? { client_secret: this.clientSecret } : {}),
      }),
    );
    if (!token.success) throw new OAuthProviderError('VK ID refused the code');
    const info = UserInfoAnswer.safeParse(
      await this.post('/oauth2/user_info', { client_id: this.clientId, access_token: token.data.access_token }),
    );
    if (!info.success) throw new OAuthProviderError('VK ID returned no profile');
    const { user } = info.data;
    return {
      providerUserId: String(user.user_id),
      email: user.email || null,
      firstName: user.first_name,
      lastName: user.last_name,
      avatar: user.avatar ?? null,
    };
  }

  private async post(path: string, form: Record<string, string>): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => {
      throw new OAuthProviderError('VK ID is unreachable');
    });
    return response.json().catch(() => ({}));
  }
}
