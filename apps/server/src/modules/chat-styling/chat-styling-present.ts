import type { FeaturePlan, StickerPack, StickerPackLite, TextColor } from '@school/contract';
import type { Holding, PlanRow, StickerPackRow, StickerRow, TextColorRow } from './chat-styling.repo.js';

/** Whether a holding is in force now: bought for good, or its latest purchase has not run out. */
export const isActive = (holding: Holding | undefined, now: Date): holding is Holding =>
  Boolean(holding && (holding.forever || (holding.until && holding.until > now)));

function ownership(holding: Holding | undefined, priceFrom: number, now: Date) {
  const active = isActive(holding, now);
  return {
    isPurchased: active,
    expiresAt: active && !holding.forever && holding.until ? holding.until.toISOString() : null,
    priceFrom,
  };
}

/** What the shop shows on a card: the cheapest plan's price (0 for an item without plans). */
export function cheapestByItem(plans: PlanRow[], item: (plan: PlanRow) => number | null): Map<number, number> {
  const cheapest = new Map<number, number>();
  for (const plan of plans) {
    const id = item(plan);
    if (id !== null && plan.price < (cheapest.get(id) ?? Infinity)) cheapest.set(id, plan.price);
  }
  return cheapest;
}

export const byItem = (holdings: Holding[]) => new Map(holdings.map((holding) => [holding.itemId, holding]));

export const presentPlan = (plan: PlanRow): FeaturePlan => ({
  id: plan.id,
  title: plan.title,
  price: plan.price,
  durationDays: plan.durationDays,
});

export const presentTextColor = (
  row: TextColorRow,
  holding: Holding | undefined,
  chosenId: number | undefined,
  priceFrom: number,
  now: Date,
): TextColor => ({
  id: row.id,
  title: row.title,
  color: row.color,
  colorDark: row.colorDark,
  isChosen: row.id === chosenId && isActive(holding, now),
  ...ownership(holding, priceFrom, now),
});

export const presentPackLite = (
  row: StickerPackRow,
  holding: Holding | undefined,
  priceFrom: number,
  now: Date,
): StickerPackLite => ({ id: row.id, title: row.title, cover: row.cover, ...ownership(holding, priceFrom, now) });

export const presentPack = (
  row: StickerPackRow,
  holding: Holding | undefined,
  priceFrom: number,
  stickers: StickerRow[],
  now: Date,
): StickerPack => ({
  ...presentPackLite(row, holding, priceFrom, now),
  description: row.description,
  stickers: stickers
    .filter((sticker) => sticker.packId === row.id)
    .map((sticker) => ({ id: sticker.id, title: sticker.title, url: sticker.url })),
});
