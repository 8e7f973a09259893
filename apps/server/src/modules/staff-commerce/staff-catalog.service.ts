import type { BodyOf, QueryOf, StaffBundle, StaffGift, StaffPack, StaffRatePlan, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../plugins/errors.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { insertBundle, insertGift, insertPack, insertRatePlan } from '../catalog/catalog.service.js';
import {
  bundleItems,
  deleteGiftRow,
  findBundleRow,
  findGiftRow,
  giftsOf,
  findPackRow,
  findRatePlanRow,
  otherBannerBundles,
  ratePlanBySysName,
  removePack,
  removeRatePlan,
  setBundleItems,
  staffBundlesPage,
  staffPacksPage,
  staffRatePlansPage,
  updateBundleRow,
  updatePackRow,
  updateRatePlanRow,
  type StaffBundleRow,
  type StaffGiftRow,
  type StaffPackRow,
  type StaffRatePlanRow,
} from '../catalog/staff-catalog.js';
import {
  findProductTypeRow,
  productCourseTypes,
  productsOfType,
  productsWithType,
  productTitles,
  productTypeTitles,
} from '../courses/staff-products.js';
import { appSettings } from '../settings/variant.js';
import { changedFields, recordAudit } from '../staff/audit.js';

/** The console's rate plans, packs, bundles and gifts (issue 16, docs/staff-commerce.md). */

type C = typeof contract.staffCommerce;

const currencyOf = (ctx: AppContext) => appSettings(ctx.config.VARIANT).currency;

const inUse = (detail: string) => new AppError(409, 'in_use', detail);

// ---------------------------------------------------------------- rate plans

async function toRatePlans(db: Tx, rows: StaffRatePlanRow[], currency: string): Promise<StaffRatePlan[]> {
  const titles = new Map(
    (
      await productTypeTitles(
        db,
        rows.map((row) => row.productTypeId),
      )
    ).map((type) => [type.id, type.title]),
  );
  return rows.map((row) => ({
    id: row.id,
    productType: { id: row.productTypeId, title: titles.get(row.productTypeId) ?? '' },
    title: row.title,
    sysName: row.sysName,
    price: row.price,
    order: row.order,
    isActive: row.isActive,
    currency,
  }));
}

async function ratePlanOrThrow(db: Tx, id: number, currency: string) {
  const row = await findRatePlanRow(db, id);
  if (!row) throw notFound('Тариф не найден.');
  const [plan] = await toRatePlans(db, [row], currency);
  return plan!;
}

export async function ratePlansPage(ctx: AppContext, query: QueryOf<C['ratePlans']>) {
  const { count, rows } = await staffRatePlansPage(ctx.db, query);
  return { count, results: await toRatePlans(ctx.db, rows, currencyOf(ctx)) };
}

export function createRatePlan(ctx: AppContext, actor: AuthUser, body: BodyOf<C['createRatePlan']>) {
  return ctx.db.transaction(async (tx) => {
    if (!(await findProductTypeRow(tx, body.productTypeId))) {
      throw fieldError('product_type_id', 'Такой программы нет.', 'not_found');
    }
    // Bundles and the cart find a programme's plan by its system name (catalog/offers.ts).
    if (await ratePlanBySysName(tx, body.productTypeId, body.sysName)) {
      throw new AppError(409, 'sys_name_taken', 'У программы уже есть тариф с таким системным именем.', 'sys_name');
    }
    const row = await insertRatePlan(tx, body);
    await recordAudit(tx, actor, { action: 'rate_plan.create', entity: 'rate_plan', entityId: row.id, changes: body });
    return ratePlanOrThrow(tx, row.id, currencyOf(ctx));
  });
}

export function updateRatePlan(ctx: AppContext, actor: AuthUser, id: number, body: BodyOf<C['updateRatePlan']>) {
  return ctx.db.transaction(async (tx) => {
    const before = await findRatePlanRow(tx, id, true);
    if (!before) throw notFound('Тариф не найден.');
    const changes = changedFields(before, body);
    if (Object.keys(changes).length > 0) {
      await updateRatePlanRow(tx, id, body);
      await recordAudit(tx, actor, { action: 'rate_plan.update', entity: 'rate_plan', entityId: id, changes });
    }
    return ratePlanOrThrow(tx, id, currencyOf(ctx));
  });
}

export function deleteRatePlan(ctx: AppContext, actor: AuthUser, id: number) {
  return ctx.db.transaction(async (tx) => {
    const before = await findRatePlanRow(tx, id, true);
    if (!before) throw notFound('Тариф не найден.');
    if (!(await removeRatePlan(tx, id))) {
      throw inUse('Тариф уже выбран в корзинах, заказах или подписках: его нельзя удалить, можно снять с продажи.');
    }
    await recordAudit(tx, actor, { action: 'rate_plan.delete', entity: 'rate_plan', entityId: id, changes: before });
    return {};
  });
}

/**
 * Takes a rate plan off sale or puts it back: the catalog and new cart picks see only plans on
 * sale, while carts' renewals, orders and subscriptions keep theirs (catalog/offer-choice.ts).
 */
export function setRatePlanOnSale(ctx: AppContext, actor: AuthUser, id: number, isActive: boolean) {
  return ctx.db.transaction(async (tx) => {
    const before = await findRatePlanRow(tx, id, true);
    if (!before) throw notFound('Тариф не найден.');
    if (before.isActive !== isActive) {
      await updateRatePlanRow(tx, id, { isActive });
      await recordAudit(tx, actor, {
        action: isActive ? 'rate_plan.activate' : 'rate_plan.deactivate',
        entity: 'rate_plan',
        entityId: id,
        changes: { isActive: [before.isActive, isActive] },
      });
    }
    return ratePlanOrThrow(tx, id, currencyOf(ctx));
  });
}

// ---------------------------------------------------------------- packs

async function toPacks(db: Tx, rows: StaffPackRow[], currency: string): Promise<StaffPack[]> {
  const owners = new Map(
    (
      await productsWithType(
        db,
        rows.map((row) => row.productId),
      )
    ).map((product) => [product.id, product]),
  );
  const types = new Map(
    (
      await productTypeTitles(
        db,
        [...owners.values()].map((product) => product.productTypeId),
      )
    ).map((type) => [type.id, type.title]),
  );
  return rows.map((row) => {
    const product = owners.get(row.productId);
    const typeId = product?.productTypeId ?? 0;
    return {
      id: row.id,
      product: { id: row.productId, title: product?.title ?? '' },
      productType: { id: typeId, title: types.get(typeId) ?? '' },
      title: row.title,
      lessonsCount: row.lessonsCount,
      price: row.price,
      isActive: row.isActive,
      currency,
    };
  });
}

async function packOrThrow(db: Tx, id: number, currency: string) {
  const row = await findPackRow(db, id);
  if (!row) throw notFound('Пакет не найден.');
  const [pack] = await toPacks(db, [row], currency);
  return pack!;
}

export async function packsPage(ctx: AppContext, query: QueryOf<C['packs']>) {
  let productIds = query.product === undefined ? undefined : [query.product];
  if (query.productType !== undefined) {
    const ofType = (await productsOfType(ctx.db, query.productType)).map((product) => product.id);
    productIds = productIds ? productIds.filter((id) => ofType.includes(id)) : ofType;
  }
  const { count, rows } = await staffPacksPage(ctx.db, { ...query, productIds });
  return { count, results: await toPacks(ctx.db, rows, currencyOf(ctx)) };
}

export function createPack(ctx: AppContext, actor: AuthUser, body: BodyOf<C['createPack']>) {
  return ctx.db.transaction(async (tx) => {
    if ((await productsWithType(tx, [body.productId])).length === 0) {
      throw fieldError('product_id', 'Такого продукта нет.', 'not_found');
    }
    const row = await insertPack(tx, body);
    await recordAudit(tx, actor, { action: 'pack.create', entity: 'pack', entityId: row.id, changes: body });
    return packOrThrow(tx, row.id, currencyOf(ctx));
  });
}

export function updatePack(ctx: AppContext, actor: AuthUser, id: number, body: BodyOf<C['updatePack']>) {
  return ctx.db.transaction(async (tx) => {
    const before = await findPackRow(tx, id, true);
    if (!before) throw notFound('Пакет не найден.');
    const changes = changedFields(before, body);
    if (Object.keys(changes).length > 0) {
      await updatePackRow(tx, id, body);
      await recordAudit(tx, actor, { action: 'pack.update', entity: 'pack', entityId: id, changes });
    }
    return packOrThrow(tx, id, currencyOf(ctx));
  });
}

export function deletePack(ctx: AppContext, actor: AuthUser, id: number) {
  return ctx.db.transaction(async (tx) => {
    const before = await findPackRow(tx, id, true);
    if (!before) throw notFound('Пакет не найден.');
    if (!(await removePack(tx, id))) {
      throw inUse('Пакет уже в корзинах или заказах: его нельзя удалить, можно снять с продажи.');
    }
    await recordAudit(tx, actor, { action: 'pack.delete', entity: 'pack', entityId: id, changes: before });
    return {};
  });
}

/** Takes a pack off sale or puts it back, like `setRatePlanOnSale`. */
export function setPackOnSale(ctx: AppContext, actor: AuthUser, id: number, isActive: boolean) {
  return ctx.db.transaction(async (tx) => {
    const before = await findPackRow(tx, id, true);
    if (!before) throw notFound('Пакет не найден.');
    if (before.isActive !== isActive) {
      await updatePackRow(tx, id, { isActive });
      await recordAudit(tx, actor, {
        action: isActive ? 'pack.activate' : 'pack.deactivate',
        entity: 'pack',
        entityId: id,
        changes: { isActive: [before.isActive, isActive] },
      });
    }
    return packOrThrow(tx, id, currencyOf(ctx));
  });
}

// ---------------------------------------------------------------- bundles

async function toBundles(db: Tx, rows: StaffBundleRow[]): Promise<StaffBundle[]> {
  const items = await bundleItems(
    db,
    rows.map((row) => row.id),
  );
  const titles = new Map(
    (
      await productTitles(
        db,
        items.map((item) => item.productId),
      )
    ).map((product) => [product.id, product.title]),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    sysCourseType: row.sysCourseType,
    discountPercent: row.discountPercent,
    isActive: row.isActive,
    isBannerBundle: row.isBannerBundle,
    products: items
      .filter((item) => item.bundleId === row.id)
      .map((item) => ({ id: item.productId, title: titles.get(item.productId) ?? '', isOptional: item.isOptional })),
  }));
}

async function bundleOrThrow(db: Tx, id: number) {
  const row = await findBundleRow(db, id);
  if (!row) throw notFound('Набор не найден.');
  const [bundle] = await toBundles(db, [row]);
  return bundle!;
}

export async function bundlesPage(ctx: AppContext, query: QueryOf<C['bundles']>) {
  const { count, rows } = await staffBundlesPage(ctx.db, {
    ...query,
    active: query.active === undefined ? undefined : query.active === 'true',
  });
  return { count, results: await toBundles(ctx.db, rows) };
}

type BundleBody = BodyOf<C['createBundle']>;

/** Every product exists and is of the bundle's course type (the cart's compatibility reads it). */
async function checkBundleProducts(db: Tx, body: BundleBody) {
  const found = await productCourseTypes(
    db,
    body.products.map((item) => item.productId),
  );
  if (found.length !== body.products.length) throw fieldError('products', 'Некоторых продуктов нет.', 'not_found');
  const other = found.find((product) => product.courseType !== body.sysCourseType);
  if (other) {
    throw fieldError('products', `«${other.title}» другого типа курса, чем набор.`, 'wrong_course_type');
  }
}

const bundleValues = ({ products: _products, ...values }: BundleBody) => values;

/** The catalog advertises one banner bundle (spec 2 §7 GET /settings/banner-bundle/): a new one replaces the others. */
async function clearOtherBanners(tx: Tx, actor: AuthUser, id: number, body: BundleBody) {
  if (!body.isBannerBundle) return;
  for (const other of await otherBannerBundles(tx, id)) {
    await updateBundleRow(tx, other.id, { isBannerBundle: false });
    await recordAudit(tx, actor, {
      action: 'bundle.update',
      entity: 'bundle',
      entityId: other.id,
      changes: { isBannerBundle: [true, false] },
    });
  }
}

export function createBundle(ctx: AppContext, actor: AuthUser, body: BundleBody) {
  return ctx.db.transaction(async (tx) => {
    await checkBundleProducts(tx, body);
    const row = await insertBundle(
      tx,
      bundleValues(body),
      body.products.map((item) => item.productId),
      body.products.filter((item) => item.isOptional).map((item) => item.productId),
    );
    await recordAudit(tx, actor, { action: 'bundle.create', entity: 'bundle', entityId: row.id, changes: body });
    await clearOtherBanners(tx, actor, row.id, body);
    return bundleOrThrow(tx, row.id);
  });
}

export function updateBundle(ctx: AppContext, actor: AuthUser, id: number, body: BundleBody) {
  return ctx.db.transaction(async (tx) => {
    const before = await findBundleRow(tx, id, true);
    if (!before) throw notFound('Набор не найден.');
    await checkBundleProducts(tx, body);
    const items = (await bundleItems(tx, [id])).map(({ productId, isOptional }) => ({ productId, isOptional }));
    const sorted = [...body.products].sort((a, b) => a.productId - b.productId);
    const changes = changedFields({ ...before, products: items }, { ...body, products: sorted });
    if (Object.keys(changes).length > 0) {
      await updateBundleRow(tx, id, bundleValues(body));
      if (changes.products) await setBundleItems(tx, id, body.products);
      await recordAudit(tx, actor, { action: 'bundle.update', entity: 'bundle', entityId: id, changes });
      await clearOtherBanners(tx, actor, id, body);
    }
    return bundleOrThrow(tx, id);
  });
}

export function deactivateBundle(ctx: AppContext, actor: AuthUser, id: number) {
  return ctx.db.transaction(async (tx) => {
    const before = await findBundleRow(tx, id, true);
    if (!before) throw notFound('Набор не найден.');
    if (before.isActive) {
      await updateBundleRow(tx, id, { isActive: false });
      await recordAudit(tx, actor, {
        action: 'bundle.deactivate',
        entity: 'bundle',
        entityId: id,
        changes: { isActive: [true, false] },
      });
    }
    return bundleOrThrow(tx, id);
  });
}

// ---------------------------------------------------------------- gifts

async function toGifts(db: Tx, rows: StaffGiftRow[]): Promise<StaffGift[]> {
  const titles = new Map(
    (
      await productTitles(
        db,
        rows.map((row) => row.giftProductId),
      )
    ).map((product) => [product.id, product.title]),
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    bundleId: row.bundleId,
    gift: { id: row.giftProductId, title: titles.get(row.giftProductId) ?? '' },
    optional: row.optional,
  }));
}

export async function giftsList(ctx: AppContext, query: QueryOf<C['gifts']>) {
  const rows = await giftsOf(ctx.db, { productId: query.product ?? null, bundleId: query.bundle ?? null });
  return toGifts(ctx.db, rows);
}

export function createGift(ctx: AppContext, actor: AuthUser, body: BodyOf<C['createGift']>) {
  return ctx.db.transaction(async (tx) => {
    if (body.productId !== null && (await productTitles(tx, [body.productId])).length === 0) {
      throw fieldError('product_id', 'Такого продукта нет.', 'not_found');
    }
    if (body.bundleId !== null && !(await findBundleRow(tx, body.bundleId))) {
      throw fieldError('bundle_id', 'Такого набора нет.', 'not_found');
    }
    if ((await productTitles(tx, [body.giftProductId])).length === 0) {
      throw fieldError('gift_product_id', 'Такого продукта нет.', 'not_found');
    }
    const given = await giftsOf(tx, body);
    if (given.some((gift) => gift.giftProductId === body.giftProductId)) {
      throw new AppError(409, 'gift_taken', 'Этот подарок уже дарится здесь.', 'gift_product_id');
    }
    const row = await insertGift(tx, body);
    await recordAudit(tx, actor, { action: 'gift.create', entity: 'gift', entityId: row.id, changes: body });
    const [gift] = await toGifts(tx, [row]);
    return gift!;
  });
}

/** Paid orders keep their gift lines; carts stop offering it on their next read. */
export function deleteGift(ctx: AppContext, actor: AuthUser, id: number) {
  return ctx.db.transaction(async (tx) => {
    const before = await findGiftRow(tx, id);
    if (!before) throw notFound('Подарок не найден.');
    await deleteGiftRow(tx, id);
    await recordAudit(tx, actor, { action: 'gift.delete', entity: 'gift', entityId: id, changes: before });
    return {};
  });
}
