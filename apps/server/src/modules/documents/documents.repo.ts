import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { offerAcceptances, organizationDocuments, purchaseDocuments } from './documents.schema.js';

export type PurchaseDocumentRow = typeof purchaseDocuments.$inferSelect;
export type NewPurchaseDocument = typeof purchaseDocuments.$inferInsert;
export type OrganizationDocumentRow = typeof organizationDocuments.$inferSelect;

/** The card columns: everything but the PDF itself. */
const cardColumns = {
  id: purchaseDocuments.id,
  title: purchaseDocuments.title,
  productLine: purchaseDocuments.productLine,
  classYear: purchaseDocuments.classYear,
  year: purchaseDocuments.year,
  month: purchaseDocuments.month,
  createdAt: purchaseDocuments.createdAt,
};
export type PurchaseDocumentCard = Omit<PurchaseDocumentRow, 'pdf' | 'userId' | 'orderId'>;

export async function insertPurchaseDocuments(db: Tx, rows: NewPurchaseDocument[]): Promise<void> {
  if (rows.length > 0) await db.insert(purchaseDocuments).values(rows);
}

/** A page of the user's documents, newest first, and the total; by `purchase_documents_user_period_idx`. */
export async function listPurchaseDocuments(
  db: Tx,
  userId: number,
  filter: { year?: number; month?: number; limit: number; offset: number },
): Promise<{ count: number; rows: PurchaseDocumentCard[] }> {
  const conditions: SQL[] = [eq(purchaseDocuments.userId, userId)];
  if (filter.year !== undefined) conditions.push(eq(purchaseDocuments.year, filter.year));
  if (filter.year !== undefined && filter.month !== undefined)
    conditions.push(eq(purchaseDocuments.month, filter.month));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(purchaseDocuments)
      .where(where)
      .orderBy(desc(purchaseDocuments.year), desc(purchaseDocuments.month), desc(purchaseDocuments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(purchaseDocuments).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findDocumentOwner(db: Tx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: purchaseDocuments.userId })
    .from(purchaseDocuments)
    .where(eq(purchaseDocuments.id, id));
  return row?.userId;
}

export async function findDocumentPdf(db: Tx, id: number, userId: number) {
  const [row] = await db
    .select({ title: purchaseDocuments.title, pdf: purchaseDocuments.pdf })
    .from(purchaseDocuments)
    .where(and(eq(purchaseDocuments.id, id), eq(purchaseDocuments.userId, userId)));
  return row;
}

export const countUserDocuments = async (db: Tx, userId: number) =>
  (await db.select({ n: count() }).from(purchaseDocuments).where(eq(purchaseDocuments.userId, userId)))[0]?.n ?? 0;

export function listOrganizationDocuments(db: Tx): Promise<OrganizationDocumentRow[]> {
  return db
    .select()
    .from(organizationDocuments)
    .orderBy(asc(organizationDocuments.position), asc(organizationDocuments.id));
}

/** Reference data: inserted when the table is empty, so an operator's edits stay. */
export async function ensureOrganizationDocuments(db: Tx, rows: { title: string; link: string }[]): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(organizationDocuments);
  if (existing?.n) return;
  await db.insert(organizationDocuments).values(rows.map((row, position) => ({ ...row, position })));
}

/** A purchase document with the time its offer was accepted, if it was. */
export async function findOffer(db: Tx, id: number) {
  const [row] = await db
    .select({
      id: purchaseDocuments.id,
      userId: purchaseDocuments.userId,
      title: purchaseDocuments.title,
      orderId: purchaseDocuments.orderId,
      acceptedAt: offerAcceptances.acceptedAt,
    })
    .from(purchaseDocuments)
    .leftJoin(offerAcceptances, eq(offerAcceptances.documentId, purchaseDocuments.id))
    .where(eq(purchaseDocuments.id, id));
  return row;
}

/** The first acceptance stays: a repeated or concurrent one changes nothing. */
export async function acceptOffer(db: Tx, documentId: number, at: Date): Promise<void> {
  await db.insert(offerAcceptances).values({ documentId, acceptedAt: at }).onConflictDoNothing();
}
