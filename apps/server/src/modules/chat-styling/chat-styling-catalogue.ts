import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatFeaturePlans, chatStickerPacks, chatStickers, chatTextColors } from './chat-styling.schema.js';

export interface PlanData {
  title: string;
  price: number;
  durationDays: number | null;
}

export interface CatalogueData {
  colors: readonly { title: string; color: string; colorDark: string }[];
  colorPlans: readonly PlanData[];
  packs: readonly {
    title: string;
    description: string;
    cover: string;
    stickers: readonly { title: string; url: string }[];
  }[];
  packPlans: readonly PlanData[];
}

/** Inserts the plans of an item that has none yet: plans a staff member edited stay as they are. */
async function ensurePlans(
  tx: Tx,
  item: { textColorId: number } | { stickerPackId: number },
  plans: readonly PlanData[],
) {
  const column = 'textColorId' in item ? chatFeaturePlans.textColorId : chatFeaturePlans.stickerPackId;
  const id = 'textColorId' in item ? item.textColorId : item.stickerPackId;
  const existing = await tx.select({ id: chatFeaturePlans.id }).from(chatFeaturePlans).where(eq(column, id)).limit(1);
  if (existing.length) return;
  await tx.insert(chatFeaturePlans).values(plans.map((plan, sortOrder) => ({ ...plan, ...item, sortOrder })));
}

/** The colours, packs, stickers and plans, inserted when missing (by title); later runs change nothing. */
export async function ensureChatStylingCatalogue(tx: Tx, data: CatalogueData): Promise<void> {
  for (const [sortOrder, color] of data.colors.entries()) {
    await tx
      .insert(chatTextColors)
      .values({ ...color, sortOrder })
      .onConflictDoNothing({ target: chatTextColors.title });
    const row = await tx.query.chatTextColors.findFirst({ where: eq(chatTextColors.title, color.title) });
    if (row) await ensurePlans(tx, { textColorId: row.id }, data.colorPlans);
  }
  for (const [sortOrder, { stickers, ...pack }] of data.packs.entries()) {
    await tx
      .insert(chatStickerPacks)
      .values({ ...pack, sortOrder })
      .onConflictDoNothing({ target: chatStickerPacks.title });
    const row = await tx.query.chatStickerPacks.findFirst({ where: eq(chatStickerPacks.title, pack.title) });
    if (!row) continue;
    await tx
      .insert(chatStickers)
      .values(stickers.map((sticker, order) => ({ ...sticker, packId: row.id, sortOrder: order })))
      .onConflictDoNothing({ target: [chatStickers.packId, chatStickers.title] });
    await ensurePlans(tx, { stickerPackId: row.id }, data.packPlans);
  }
}

/** A colour's plan for good, found by the colour's title (the demo seed buys it). */
export async function foreverColorPlan(tx: Tx, title: string) {
  const [row] = await tx
    .select({ plan: chatFeaturePlans })
    .from(chatFeaturePlans)
    .innerJoin(chatTextColors, eq(chatTextColors.id, chatFeaturePlans.textColorId))
    .where(and(eq(chatTextColors.title, title), isNull(chatFeaturePlans.durationDays)))
    .limit(1);
  return row?.plan;
}
