import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  chatFeaturePlans,
  chatStickerPacks,
  chatStickers,
  chatStylingChoices,
  chatStylingPurchases,
  chatTextColors,
} from './chat-styling.schema.js';

export type TextColorRow = typeof chatTextColors.$inferSelect;
export type StickerPackRow = typeof chatStickerPacks.$inferSelect;
export type StickerRow = typeof chatStickers.$inferSelect;
export type PlanRow = typeof chatFeaturePlans.$inferSelect;
export type PurchaseRow = typeof chatStylingPurchases.$inferSelect;
export type ItemKind = 'textColor' | 'stickerPack';

/** The column naming a purchase's or a plan's item of this kind. */
const itemColumn = {
  purchase: { textColor: chatStylingPurchases.textColorId, stickerPack: chatStylingPurchases.stickerPackId },
  plan: { textColor: chatFeaturePlans.textColorId, stickerPack: chatFeaturePlans.stickerPackId },
} as const;

export const listTextColors = (db: Tx) =>
  db.select().from(chatTextColors).orderBy(asc(chatTextColors.sortOrder), asc(chatTextColors.id));

export const findTextColor = (db: Tx, id: number) =>
  db.query.chatTextColors.findFirst({ where: eq(chatTextColors.id, id) });

export const listStickerPacks = (db: Tx, ids?: number[]) =>
  db
    .select()
    .from(chatStickerPacks)
    .where(ids ? inArray(chatStickerPacks.id, ids) : undefined)
    .orderBy(asc(chatStickerPacks.sortOrder), asc(chatStickerPacks.id));

export const findStickerPack = (db: Tx, id: number) =>
  db.query.chatStickerPacks.findFirst({ where: eq(chatStickerPacks.id, id) });

export async function stickersOf(db: Tx, packIds: number[]): Promise<StickerRow[]> {
  if (packIds.length === 0) return [];
  return db
    .select()
    .from(chatStickers)
    .where(inArray(chatStickers.packId, packIds))
    .orderBy(asc(chatStickers.sortOrder), asc(chatStickers.id));
}

export const findSticker = (db: Tx, id: number) => db.query.chatStickers.findFirst({ where: eq(chatStickers.id, id) });

/** Every plan of one kind of item, cheapest first. */
export const plansOf = (db: Tx, kind: ItemKind, itemId?: number) =>
  db
    .select()
    .from(chatFeaturePlans)
    .where(itemId === undefined ? isNotNull(itemColumn.plan[kind]) : eq(itemColumn.plan[kind], itemId))
    .orderBy(asc(chatFeaturePlans.price), asc(chatFeaturePlans.sortOrder), asc(chatFeaturePlans.id));

export const findPlan = (db: Tx, id: number) =>
  db.query.chatFeaturePlans.findFirst({ where: eq(chatFeaturePlans.id, id) });

/** A student's hold on each item of a kind: for good, or until the latest purchase runs out. */
export interface Holding {
  itemId: number;
  forever: boolean;
  until: Date | null;
}

export async function holdings(db: Tx, userId: number, kind: ItemKind, itemId?: number): Promise<Holding[]> {
  const column = itemColumn.purchase[kind];
  const rows = await db
    .select({
      itemId: column,
      forever: sql<boolean>`bool_or(${chatStylingPurchases.expiresAt} is null)`,
      until: sql<string | null>`max(${chatStylingPurchases.expiresAt})`,
    })
    .from(chatStylingPurchases)
    .where(and(eq(chatStylingPurchases.userId, userId), itemId === undefined ? isNotNull(column) : eq(column, itemId)))
    .groupBy(column);
  return rows.flatMap((row) =>
    row.itemId === null
      ? []
      : [{ itemId: row.itemId, forever: Boolean(row.forever), until: row.until ? new Date(row.until) : null }],
  );
}

export const findPurchaseByKey = (db: Tx, userId: number, idempotencyKey: string) =>
  db.query.chatStylingPurchases.findFirst({
    where: and(eq(chatStylingPurchases.userId, userId), eq(chatStylingPurchases.idempotencyKey, idempotencyKey)),
  });

export async function insertPurchase(db: Tx, purchase: typeof chatStylingPurchases.$inferInsert) {
  const [row] = await db.insert(chatStylingPurchases).values(purchase).returning();
  return row;
}

export const findChoice = (db: Tx, userId: number) =>
  db.query.chatStylingChoices.findFirst({ where: eq(chatStylingChoices.userId, userId) });

export async function setChoice(db: Tx, userId: number, textColorId: number): Promise<void> {
  await db
    .insert(chatStylingChoices)
    .values({ userId, textColorId })
    .onConflictDoUpdate({ target: chatStylingChoices.userId, set: { textColorId, updatedAt: new Date() } });
}

export async function clearChoice(db: Tx, userId: number, textColorId: number): Promise<void> {
  await db
    .delete(chatStylingChoices)
    .where(and(eq(chatStylingChoices.userId, userId), eq(chatStylingChoices.textColorId, textColorId)));
}
