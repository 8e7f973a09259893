import type { AppContext } from '../../context.js';
import { upsertAuthClient } from './auth.repo.js';

/** The web app is the identity pages' client; it may be sent back to the public URL. */
export async function ensureAuthClients(ctx: AppContext): Promise<void> {
  await upsertAuthClient(ctx.db, {
    id: 'web',
    title: 'Web app',
    redirectOrigins: [new URL(ctx.config.publicUrl).origin],
  });
}
