import type { AppContext } from '../../context.js';
import { upsertAuthClient } from './auth.repo.js';

/**
 * The web app is the identity pages' client. It is served by this server, so it is sent back to
 * the origin each request was made on (`request.origin`, checked in auth.service.ts): no fixed
 * origin is stored, which would refuse `http://127.0.0.1:3000` while PUBLIC_URL is unset.
 */
export async function ensureAuthClients(ctx: AppContext): Promise<void> {
  await upsertAuthClient(ctx.db, { id: 'web', title: 'Web app', redirectOrigins: [] });
}
