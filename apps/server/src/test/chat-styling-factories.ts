import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { chatFeaturePlans, chatStickerPacks, chatStickers, chatTextColors } from '../db/schema.js';

type PlanInput = { price: number; durationDays: number | null; title?: string };

const suffix = () => randomBytes(4).toString('hex');
const planTitle = (plan: PlanInput) => plan.title ?? (plan.durationDays ? `${plan.durationDays} дней` : 'Навсегда');

const insertPlans = (db: Db, plans: PlanInput[], item: { textColorId: number } | { stickerPackId: number }) =>
  db
    .insert(chatFeaturePlans)
    .values(plans.map((plan) => ({ ...plan, title: planTitle(plan), ...item })))
    .returning();

/** A colour with its plans (default: 7 days for 50, for good for 300); answers the rows. */
export async function buildTextColor(
  db: Db,
  plans: PlanInput[] = [
    { price: 50, durationDays: 7 },
    { price: 300, durationDays: null },
  ],
) {
  const [color] = await db
    .insert(chatTextColors)
    .values({ title: `Цвет ${suffix()}`, color: '#1d4ed8', colorDark: '#93c5fd' })
    .returning();
  return { color: color!, plans: await insertPlans(db, plans, { textColorId: color!.id }) };
}

/** A pack of two stickers with its plans (default: 7 days for 80, for good for 400). */
export async function buildStickerPack(
  db: Db,
  plans: PlanInput[] = [
    { price: 80, durationDays: 7 },
    { price: 400, durationDays: null },
  ],
) {
  const [pack] = await db
    .insert(chatStickerPacks)
    .values({ title: `Набор ${suffix()}`, description: 'Для теста', cover: '/stickers/test/a.svg' })
    .returning();
  const stickers = await db
    .insert(chatStickers)
    .values([
      { packId: pack!.id, title: 'Первый', url: '/stickers/test/a.svg', sortOrder: 0 },
      { packId: pack!.id, title: 'Второй', url: '/stickers/test/b.svg', sortOrder: 1 },
    ])
    .returning();
  return { pack: pack!, stickers, plans: await insertPlans(db, plans, { stickerPackId: pack!.id }) };
}

export const purchaseKey = () => randomUUID();
