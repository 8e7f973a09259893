import type { CatalogProduct, Pack, QueryOf, Teacher, Variant, contract } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import { zonedParts } from '../../lib/zoned-time.js';
import {
  findOwnedProductIds,
  listOwnedProducts,
  listProductCards,
  listTeacherRows,
  type ProductCard,
} from '../courses/courses.service.js';
import type { BannerViewer } from '../core/banner-audience.js';
import * as repo from './catalog.repo.js';
import { loadOffers, packsOf } from './offers.js';
import { presentPack, presentProduct } from './present.js';
import { references } from './references.js';

type CatalogQuery = QueryOf<typeof contract.catalog.products>;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the deployment's zone, YYYY-MM-DD: products that ended before it are no longer sold. */
export function zonedToday(now: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(now, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Who is looking: a student sees what they own and have in the cart; a curator sees neither. */
export interface Viewer {
  studentId: number | null;
  inCartIds: ReadonlySet<number>;
}

async function presentProducts(db: Tx, cards: ProductCard[], viewer: Viewer, now: Date): Promise<CatalogProduct[]> {
  const ids = cards.map((card) => card.id);
  const [offers, refs, owned] = await Promise.all([
    loadOffers(db, { productIds: ids, cards }),
    references(db),
    viewer.studentId === null ? new Set<number>() : findOwnedProductIds(db, viewer.studentId, ids, now),
  ]);
  return cards.map((card) =>
    presentProduct(card, offers, refs, { owned: owned.has(card.id), inCart: viewer.inCartIds.has(card.id) }),
  );
}

/**
 * `GET /products/catalog/` (spec 2 §2 /catalog): a page of the products on sale by the filters;
 * month = products running in it. The viewer's marks load while the page does.
 */
export async function catalogProducts(
  db: Tx,
  viewer: Promise<Viewer>,
  query: CatalogQuery,
  now: Date,
  timeZone: string,
) {
  let month: { from: string; to: string } | undefined;
  if (query.month) {
    const [year, monthNumber] = query.month.split('-').map(Number) as [number, number];
    // The contract's pattern lets 2026-13-01 and 0000-01-01 through; PostgreSQL would refuse them.
    if (monthNumber < 1 || monthNumber > 12 || year < 1) throw fieldError('month', 'Такого месяца нет.', 'invalid');
    const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    month = { from: query.month, to: `${query.month.slice(0, 8)}${pad(last)}` };
  }
  const filter = {
    productTypeId: query.productType,
    classTypeId: query.classType,
    classYearId: query.classYear,
    courseTypeCode: query.sysCourseTypeCode,
    month,
    onSaleFrom: zonedToday(now, timeZone),
  };
  const [page, who] = await Promise.all([
    listProductCards(db, filter, { limit: query.limit, offset: query.offset }),
    viewer,
  ]);
  return { count: page.count, results: await presentProducts(db, page.cards, who, now) };
}

/** `GET /products/teachers/`: teacher cards, optionally of one subject. */
export async function teachers(db: Tx, classTypeId?: number): Promise<Teacher[]> {
  const [rows, refs] = await Promise.all([listTeacherRows(db, classTypeId), references(db)]);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    avatar: row.avatar,
    description: row.description,
    classTypes: row.classTypeIds.flatMap((id) => {
      const type = refs.classTypes.get(id);
      return type ? [{ id, title: type.title }] : [];
    }),
    stats: row.stats,
    presentationVideo: row.presentationVideo,
  }));
}

/** `GET /products/:id/packs/`. */
export async function productPacks(db: Tx, productId: number): Promise<Pack[]> {
  const offers = await loadOffers(db, { productIds: [productId] });
  if (!offers.cards.has(productId)) throw notFound('Продукт не найден.');
  return packsOf(offers, productId).map(presentPack);
}

/** `GET /products/banner/`: the catalog banners shown to the viewer (their window and audience). */
export async function openBanners(db: Tx, viewer: BannerViewer) {
  const rows = await repo.listOpenProductBanners(db, viewer);
  return rows.map(({ id, title, text, color, productTypeId }) => ({ id, title, text, color, productTypeId }));
}

export async function closeBanner(db: Tx, userId: number, bannerId: number): Promise<void> {
  if (!(await repo.productBannerExists(db, bannerId))) throw notFound('Баннер не найден.');
  await repo.closeProductBanner(db, bannerId, userId);
}

const RECOMMENDING_VARIANTS: readonly Variant[] = ['RU', 'KZ', 'ONE'];
const RECOMMENDATIONS = 4;

/**
 * `GET /products/recommendations/` (spec 2 §1: RU, KZ and ONE): products starting from this month
 * on that the student neither owns nor has in the cart — the next months of their own programmes
 * first, then their subjects, then the soonest.
 */
export async function recommendations(
  db: Tx,
  viewer: Viewer & { studentId: number },
  now: Date,
  settings: { variant: Variant; timeZone: string },
) {
  if (!RECOMMENDING_VARIANTS.includes(settings.variant)) return [];
  const today = zonedToday(now, settings.timeZone);
  const [{ cards }, ownedNow] = await Promise.all([
    listProductCards(db, { onSaleFrom: today, month: { from: `${today.slice(0, 8)}01`, to: '9999-12-31' } }),
    listOwnedProducts(db, viewer.studentId, now),
  ]);
  const owned = await findOwnedProductIds(
    db,
    viewer.studentId,
    cards.map((card) => card.id),
    now,
  );
  const ownTypes = new Set(ownedNow.map((product) => product.productType.id));
  const ownSubjects = new Set(ownedNow.map((product) => product.productType.classTypeId));
  const rank = (card: ProductCard) =>
    ownTypes.has(card.productType.id) ? 0 : ownSubjects.has(card.productType.classTypeId) ? 1 : 2;
  const picked = cards
    .filter((card) => !owned.has(card.id) && !viewer.inCartIds.has(card.id))
    .map((card, index) => ({ card, index, rank: rank(card) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, RECOMMENDATIONS)
    .map((entry) => entry.card);
  return presentProducts(db, picked, viewer, now);
}
