import Fastify, { type FastifyInstance } from 'fastify';

export const VK_CLIENT_ID = 'vk-app-51234';
const CLIENT_ID = VK_CLIENT_ID;

export interface VkProfile {
  user_id: number;
  first_name: string;
  last_name: string;
  email?: string;
  avatar?: string;
}

/**
 * A local fake of VK ID's two endpoints (form-encoded bodies, JSON answers): a code known to
 * `codes` gives an access token, which gives its profile.
 */
export class FakeVkId {
  readonly server: FastifyInstance = Fastify();
  readonly codes = new Map<string, VkProfile>();
  readonly requests: Record<string, string>[] = [];
  url = '';

  async start(): Promise<void> {
    this.server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    this.server.post('/oauth2/auth', async (request, reply) => {
      const form = request.body as Record<string, string>;
      this.requests.push(form);
      const profile = this.codes.get(form.code ?? '');
      if (form.grant_type !== 'authorization_code' || form.client_id !== CLIENT_ID || !form.code_verifier || !profile) {
        return reply.status(400).send({ error: 'invalid_grant', error_description: 'Code is invalid or expired' });
      }
      return { access_token: `at-${form.code}`, refresh_token: 'rt', expires_in: 3600, user_id: profile.user_id };
    });
    this.server.post('/oauth2/user_info', async (request, reply) => {
      const form = request.body as Record<string, string>;
      const code = form.access_token?.replace(/^at-/, '') ?? '';
      const profile = this.codes.get(code);
      if (!profile || form.client_id !== CLIENT_ID || code === 'no-profile') {
        return reply.status(401).send({ error: 'invalid_token' });
      }
      return { user: profile };
    });
    this.url = await this.server.listen({ port: 0, host: '127.0.0.1' });
  }

  /** A fresh code that VK will exchange for this profile. */
  code(profile: VkProfile): string {
    const code = `code-${this.codes.size}-${profile.user_id}`;
    this.codes.set(code, profile);
    return code;
  }
}
