import type { AppContext } from '../../context.js';
import { notFound } from '../../plugins/errors.js';
import * as repo from './documents.repo.js';
import { downloadUrl } from './documents.service.js';

/** A foreign purchase is a 404, like a missing one (STYLE.md: one way to decide access). */
async function ownOffer(ctx: AppContext, userId: number, id: number) {
  const row = await repo.findOffer(ctx.db, id);
  if (!row || row.userId !== userId) throw notFound('Покупка не найдена.');
  return {
    id: row.id,
    title: row.title,
    orderId: row.orderId,
    acceptedAt: row.acceptedAt ? row.acceptedAt.toISOString() : null,
  };
}

/** `GET /v2/students/offer/{id}/`: the offer of one purchase (one purchase document per product). */
export const getOffer = ownOffer;

/** `PATCH /v2/students/offer/{id}/`: accepted once; the first time is kept. */
export async function acceptOffer(ctx: AppContext, userId: number, id: number, now = new Date()) {
  await ownOffer(ctx, userId, id);
  await repo.acceptOffer(ctx.db, id, now);
  return ownOffer(ctx, userId, id);
}

/**
 * `GET /students/documents/offer-application/`: the purchase PDF already carries the application
 * to join the offer as its second page (purchase-pdf.ts), so the link opens that page.
 */
export async function offerApplicationUrl(ctx: AppContext, userId: number, id: number, origin: string) {
  const { url } = await downloadUrl(ctx, userId, id, origin);
  return { url: `${url}#page=2` };
}
