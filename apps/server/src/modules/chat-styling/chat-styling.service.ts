import { hasVariantFeature, type ChatStylingConfig, type Variant } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { findStudentProfile } from '../users/users.service.js';
import * as repo from './chat-styling.repo.js';
import {
  byItem,
  cheapestByItem,
  isActive,
  presentPack,
  presentPackLite,
  presentPlan,
  presentTextColor,
} from './chat-styling-present.js';

/** Spec 1 §6: chat styling exists in RU and KZ only; elsewhere every path answers this. */
export function assertChatStyling(variant: Variant): void {
  if (!hasVariantFeature(variant, 'chatStyling')) {
    throw new AppError(404, 'feature_disabled', 'Оформление чата недоступно.');
  }
}

/** `GET .../text-colors/`: every colour with the student's ownership and choice. */
export async function textColors(db: Db, userId: number, now = new Date()) {
  const [colors, plans, held, choice] = await Promise.all([
    repo.listTextColors(db),
    repo.plansOf(db, 'textColor'),
    repo.holdings(db, userId, 'textColor').then(byItem),
    repo.findChoice(db, userId),
  ]);
  const prices = cheapestByItem(plans, (plan) => plan.textColorId);
  return colors.map((color) =>
    presentTextColor(color, held.get(color.id), choice?.textColorId, prices.get(color.id) ?? 0, now),
  );
}

async function packsWith(db: Tx, userId: number) {
  const [packs, plans, held] = await Promise.all([
    repo.listStickerPacks(db),
    repo.plansOf(db, 'stickerPack'),
    repo.holdings(db, userId, 'stickerPack').then(byItem),
  ]);
  return { packs, held, prices: cheapestByItem(plans, (plan) => plan.stickerPackId) };
}

/** `GET .../sticker-packs/lite/`: the shop grid. */
export async function stickerPacksLite(db: Db, userId: number, now = new Date()) {
  const { packs, held, prices } = await packsWith(db, userId);
  return packs.map((pack) => presentPackLite(pack, held.get(pack.id), prices.get(pack.id) ?? 0, now));
}

/** `GET .../sticker-packs/`: every pack with its stickers. */
export async function stickerPacks(db: Db, userId: number, now = new Date()) {
  const { packs, held, prices } = await packsWith(db, userId);
  const stickers = await repo.stickersOf(
    db,
    packs.map((pack) => pack.id),
  );
  return packs.map((pack) => presentPack(pack, held.get(pack.id), prices.get(pack.id) ?? 0, stickers, now));
}

/** The plans of one colour or pack; a foreign id is a 404 like everywhere. */
export async function featurePlans(db: Db, kind: repo.ItemKind, itemId: number) {
  const item = kind === 'textColor' ? await repo.findTextColor(db, itemId) : await repo.findStickerPack(db, itemId);
  if (!item) throw notFound(kind === 'textColor' ? 'Такого цвета нет.' : 'Такого набора стикеров нет.');
  return (await repo.plansOf(db, kind, itemId)).map(presentPlan);
}

/**
 * `GET .../config/`: what the student's messages carry now. A chosen colour whose purchase ran
 * out is not answered (the choice row stays: buying the colour again brings it back).
 */
export async function stylingConfig(db: Tx, userId: number, now = new Date()): Promise<ChatStylingConfig> {
  const [choice, packHeld, profile] = await Promise.all([
    repo.findChoice(db, userId),
    repo.holdings(db, userId, 'stickerPack'),
    findStudentProfile(db, userId),
  ]);
  const usable = packHeld.filter((holding) => isActive(holding, now));
  const packIds = usable.map((holding) => holding.itemId);
  const [packs, stickers] = packIds.length
    ? await Promise.all([repo.listStickerPacks(db, packIds), repo.stickersOf(db, packIds)])
    : [[], []];
  const held = byItem(usable);
  return {
    enabled: true,
    textColor: choice ? await chosenColor(db, userId, choice.textColorId, now) : null,
    stickerPacks: packs.map((pack) => presentPack(pack, held.get(pack.id), 0, stickers, now)),
    balance: profile?.umcoins ?? 0,
  };
}

/** The colour when the student still owns it, else null. */
async function chosenColor(db: Tx, userId: number, textColorId: number, now: Date) {
  const [holding] = await repo.holdings(db, userId, 'textColor', textColorId);
  if (!isActive(holding, now)) return null;
  const color = await repo.findTextColor(db, textColorId);
  return color ? { id: color.id, title: color.title, color: color.color, colorDark: color.colorDark } : null;
}

/** `PATCH .../text-colors/change/`: choose an owned colour that has not run out, or unchoose it. */
export function changeTextColor(
  db: Db,
  userId: number,
  change: { textColor: number; chosen: boolean },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const color = await repo.findTextColor(tx, change.textColor);
    if (!color) throw notFound('Такого цвета нет.');
    if (change.chosen) {
      const [holding] = await repo.holdings(tx, userId, 'textColor', color.id);
      if (!isActive(holding, now)) throw new AppError(403, 'not_purchased', 'Сначала купи этот цвет.');
      await repo.setChoice(tx, userId, color.id);
    } else {
      await repo.clearChoice(tx, userId, color.id);
    }
    return stylingConfig(tx, userId, now);
  });
}
