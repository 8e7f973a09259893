import type { ProductDocument } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { zonedParts } from '../../lib/zoned-time.js';
import { notFound } from '../../plugins/errors.js';
import { getOrCreateSecret, getPublicDocuments } from '../settings/settings.service.js';
import { libraryLink, ORGANIZATION_DOCUMENTS, STATIC_DOCUMENTS } from './library.js';
import { renderPdf } from './pdf.js';
import { purchasePdf, type Purchase } from './purchase-pdf.js';
import * as repo from './documents.repo.js';
import { signedPath, verifySigned } from './signed-url.js';

export type { Purchase, PurchaseLine, Seller } from './purchase-pdf.js';

const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];

/**
 * Purchase documents of a paid order (docs/commerce.md "After paying"): one PDF per purchased
 * product, dated by the payment in the deployment's time zone. Runs inside the confirmation
 * transaction, so a payment is never paid without its documents. The PDF is kept in the row
 * (base64): it is written once, read rarely, and every server process sees it.
 */
export async function createPurchaseDocuments(tx: Tx, purchase: Purchase): Promise<void> {
  const { year, month } = zonedParts(purchase.paidAt, purchase.timeZone);
  const rows = await Promise.all(
    purchase.lines.map(async (line, index) => ({
      userId: purchase.userId,
      orderId: purchase.orderId,
      title: line.productTitle,
      productLine: line.productLine,
      classYear: line.classYear,
      year,
      month,
      pdf: (await renderPdf(purchasePdf(purchase, line, index))).toString('base64'),
      createdAt: purchase.paidAt,
    })),
  );
  await repo.insertPurchaseDocuments(tx, rows);
}

export const countUserDocuments = repo.countUserDocuments;

/** Spec 2 §2 purchase cards: the receipt PDF (through a signed link) and the public documents. */
export async function listPurchases(
  ctx: AppContext,
  userId: number,
  filter: { year?: number; month?: number; limit: number; offset: number },
): Promise<{ count: number; results: ProductDocument[] }> {
  const [page, publicDocuments] = await Promise.all([
    repo.listPurchaseDocuments(ctx.db, userId, filter),
    getPublicDocuments(ctx.db),
  ]);
  const common = [
    { title: 'Публичная оферта', url: publicDocuments.oferta },
    { title: 'Политика конфиденциальности', url: publicDocuments.politics },
    { title: 'Пользовательское соглашение', url: publicDocuments.termsOfUse },
  ].filter((link): link is { title: string; url: string } => Boolean(link.url));
  return {
    count: page.count,
    results: page.rows.map((row) => ({
      id: row.id,
      title: row.title,
      productLine: row.productLine === 'main' ? 'main' : 'other',
      classYear: row.classYear,
      monthName: MONTHS[row.month - 1] ?? '',
      year: row.year,
      urls: [
        { title: 'Чек и заявление о присоединении к оферте', url: `/api/products/docs/${row.id}/file/` },
        ...common,
      ],
    })),
  };
}

export async function organizationDocuments(ctx: AppContext) {
  const rows = await repo.listOrganizationDocuments(ctx.db);
  return { results: rows.map(({ title, link }) => ({ title, link })) };
}

export const staticDocuments = () => ({
  results: STATIC_DOCUMENTS.map(({ slug, title }) => ({ title, url: libraryLink(slug) })),
});

/** Reference data: the organization's documents, linked to their rendered PDFs. */
export const ensureOrganizationDocuments = (db: Tx) =>
  repo.ensureOrganizationDocuments(
    db,
    ORGANIZATION_DOCUMENTS.map(({ slug, title }) => ({ title, link: libraryLink(slug) })),
  );

const secret = (ctx: AppContext) => getOrCreateSecret(ctx.db, 'documents');

/** Spec 2 §7: a short-lived URL to open in a new tab; only the owner gets one (others: 404). */
export async function downloadUrl(
  ctx: AppContext,
  userId: number,
  id: number,
  origin: string,
): Promise<{ url: string }> {
  if ((await repo.findDocumentOwner(ctx.db, id)) !== userId) throw notFound();
  return { url: new URL(signedPath(await secret(ctx), id, userId), origin).toString() };
}

/** The PDF behind a signed link, or undefined when the link is forged, expired or not the owner's. */
export async function signedPdf(
  ctx: AppContext,
  id: number,
  query: { user?: string; expires?: string; signature?: string },
): Promise<Buffer | undefined> {
  const userId = verifySigned(await secret(ctx), id, query);
  if (userId === null) return undefined;
  const row = await repo.findDocumentPdf(ctx.db, id, userId);
  return row ? Buffer.from(row.pdf, 'base64') : undefined;
}
export { getOffer, acceptOffer, offerApplicationUrl } from './offers.js';
