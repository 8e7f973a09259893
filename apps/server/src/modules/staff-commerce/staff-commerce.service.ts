import type {
  BodyOf,
  PaymentSystem,
  QueryOf,
  StaffOrder,
  StaffOrderDetail,
  StaffProduct,
  StaffPromoCode,
  contract,
} from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../plugins/errors.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { createProduct as insertProduct } from '../courses/courses.service.js';
import {
  findMgMonth,
  findProductTypeRow,
  findStaffProduct,
  findTeacherRow,
  lockProduct,
  productFormOptions,
  productTitles,
  staffProductsPage,
  updateProductRow,
  type StaffProductRow,
} from '../courses/staff-products.js';
import {
  couponScopes,
  findStaffCoupon,
  insertStaffCoupon,
  setCouponScope,
  staffCouponsPage,
  updateStaffCoupon,
  type StaffCouponRow,
} from '../cart/staff-coupons.js';
import {
  findStaffOrder,
  refundedSum,
  staffOrderParts,
  staffOrdersPage,
  type StaffOrderRow,
} from '../payment/staff-orders.js';
import { appSettings } from '../settings/variant.js';
import { changedFields, recordAudit } from '../staff/audit.js';
import { findUserNames } from '../users/users.service.js';
import { REFUNDABLE_STATUSES, paidAmountOf } from './refund-rules.js';

type C = typeof contract.staffCommerce;

const currencyOf = (ctx: AppContext) => appSettings(ctx.config.VARIANT).currency;

// ---------------------------------------------------------------- products

const toProduct = (row: StaffProductRow, currency: string): StaffProduct => ({
  id: row.id,
  title: row.title,
  productType: { id: row.productTypeId, title: row.productTypeTitle, courseType: row.courseType },
  mgMonth:
    row.mgMonthId === null ? null : { id: row.mgMonthId, title: row.mgMonthTitle ?? '', month: row.mgMonth ?? '' },
  teacher: row.teacherId === null ? null : { id: row.teacherId, fullName: row.teacherName ?? '' },
  startDate: row.startDate,
  endDate: row.endDate,
  price: row.price,
  currency,
});

export async function productsPage(ctx: AppContext, query: QueryOf<C['products']>) {
  const { count, rows } = await staffProductsPage(ctx.db, query);
  const currency = currencyOf(ctx);
  return { count, results: rows.map((row) => toProduct(row, currency)) };
}

export async function productOptions(ctx: AppContext) {
  return { currency: currencyOf(ctx), ...(await productFormOptions(ctx.db)) };
}

async function productOrThrow(db: Tx, id: number, currency: string): Promise<StaffProduct> {
  const row = await findStaffProduct(db, id);
  if (!row) throw notFound('Продукт не найден.');
  return toProduct(row, currency);
}

export const getProduct = (ctx: AppContext, id: number) => productOrThrow(ctx.db, id, currencyOf(ctx));

export function createProduct(ctx: AppContext, actor: AuthUser, body: BodyOf<C['createProduct']>) {
  return ctx.db.transaction(async (tx) => {
    const type = await findProductTypeRow(tx, body.productTypeId);
    if (!type) throw fieldError('product_type_id', 'Такой программы нет.', 'not_found');
    if (body.mgMonthId !== null) {
      const month = await findMgMonth(tx, body.mgMonthId);
      if (!month || month.productTypeId !== type.id) {
        throw fieldError('mg_month_id', 'Этот месяц принадлежит другой программе.', 'invalid_month');
      }
    }
    if (body.teacherId !== null && !(await findTeacherRow(tx, body.teacherId))) {
      throw fieldError('teacher_id', 'Такого преподавателя нет.', 'not_found');
    }
    const row = await insertProduct(tx, body);
    await recordAudit(tx, actor, { action: 'product.create', entity: 'product', entityId: row.id, changes: body });
    return productOrThrow(tx, row.id, currencyOf(ctx));
  });
}

export function updateProduct(ctx: AppContext, actor: AuthUser, id: number, body: BodyOf<C['updateProduct']>) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (!before) throw notFound('Продукт не найден.');
    const startDate = body.startDate ?? before.startDate;
    const endDate = body.endDate ?? before.endDate;
    if (endDate < startDate) throw fieldError('end_date', 'Дата окончания раньше даты начала.', 'invalid');
    const changes = changedFields(before, body);
    if (Object.keys(changes).length > 0) {
      await updateProductRow(tx, id, body);
      await recordAudit(tx, actor, { action: 'product.update', entity: 'product', entityId: id, changes });
    }
    return productOrThrow(tx, id, currencyOf(ctx));
  });
}

// ---------------------------------------------------------------- promo codes

async function toPromoCodes(db: Tx, rows: StaffCouponRow[], currency: string): Promise<StaffPromoCode[]> {
  const scopes = await couponScopes(
    db,
    rows.map((row) => row.id),
  );
  const titles = new Map(
    (await productTitles(db, [...new Set([...scopes.values()].flat())])).map((row) => [row.id, row.title]),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    type: row.type === 2 ? 2 : 3,
    value: row.value,
    isActive: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
    products: (scopes.get(row.id) ?? []).map((productId) => ({ id: productId, title: titles.get(productId) ?? '' })),
    currency,
  }));
}

async function promoCodeOrThrow(db: Tx, id: number, currency: string): Promise<StaffPromoCode> {
  const row = await findStaffCoupon(db, id);
  if (!row) throw notFound('Промокод не найден.');
  const [promo] = await toPromoCodes(db, [row], currency);
  return promo!;
}

export async function promoCodesPage(ctx: AppContext, query: QueryOf<C['promoCodes']>) {
  const { count, rows } = await staffCouponsPage(ctx.db, {
    ...query,
    active: query.active === undefined ? undefined : query.active === 'true',
  });
  return { count, results: await toPromoCodes(ctx.db, rows, currencyOf(ctx)) };
}

export const getPromoCode = (ctx: AppContext, id: number) => promoCodeOrThrow(ctx.db, id, currencyOf(ctx));

type Terms = BodyOf<C['updatePromoCode']>;

function termsValues(body: Terms) {
  return {
    type: body.type as number,
    value: body.value,
    isActive: body.isActive,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    maxUses: body.maxUses,
  };
}

async function checkScope(db: Tx, productIds: number[]): Promise<number[]> {
  const unique = [...new Set(productIds)].sort((a, b) => a - b);
  const found = await productTitles(db, unique);
  if (found.length !== unique.length) throw fieldError('product_ids', 'Некоторых продуктов нет.', 'not_found');
  return unique;
}

/** The audit's record of terms: dates as text, the products as ids. */
const termsRecord = (values: ReturnType<typeof termsValues>, productIds: number[]) => ({
  ...values,
  startsAt: values.startsAt?.toISOString() ?? null,
  expiresAt: values.expiresAt?.toISOString() ?? null,
  productIds,
});

export function createPromoCode(ctx: AppContext, actor: AuthUser, body: BodyOf<C['createPromoCode']>) {
  return ctx.db.transaction(async (tx) => {
    const productIds = await checkScope(tx, body.productIds);
    // The cart compares codes in capitals (cart/coupons.ts): 'spring' and 'SPRING' are one code.
    const code = body.code.toUpperCase();
    const values = termsValues(body);
    const row = await insertStaffCoupon(tx, { code, ...values });
    if (!row) throw new AppError(409, 'code_taken', 'Такой промокод уже есть.', 'code');
    await setCouponScope(tx, row.id, productIds);
    await recordAudit(tx, actor, {
      action: 'promo.create',
      entity: 'promo',
      entityId: row.id,
      changes: { code, ...termsRecord(values, productIds) },
    });
    return promoCodeOrThrow(tx, row.id, currencyOf(ctx));
  });
}

export function updatePromoCode(ctx: AppContext, actor: AuthUser, id: number, body: Terms) {
  return ctx.db.transaction(async (tx) => {
    const before = await findStaffCoupon(tx, id, true);
    if (!before) throw notFound('Промокод не найден.');
    const productIds = await checkScope(tx, body.productIds);
    const scopeBefore = (await couponScopes(tx, [id])).get(id) ?? [];
    const values = termsValues(body);
    const changes = changedFields(
      termsRecord(
        {
          type: before.type,
          value: before.value,
          isActive: before.isActive,
          startsAt: before.startsAt,
          expiresAt: before.expiresAt,
          maxUses: before.maxUses,
        },
        scopeBefore,
      ),
      termsRecord(values, productIds),
    );
    if (Object.keys(changes).length > 0) {
      await updateStaffCoupon(tx, id, values);
      await setCouponScope(tx, id, productIds);
      await recordAudit(tx, actor, {
        action: 'promo.update',
        entity: 'promo',
        entityId: id,
        changes: { code: before.code, ...changes },
      });
    }
    return promoCodeOrThrow(tx, id, currencyOf(ctx));
  });
}

export function deactivatePromoCode(ctx: AppContext, actor: AuthUser, id: number) {
  return ctx.db.transaction(async (tx) => {
    const before = await findStaffCoupon(tx, id, true);
    if (!before) throw notFound('Промокод не найден.');
    if (before.isActive) {
      await updateStaffCoupon(tx, id, { isActive: false });
      await recordAudit(tx, actor, {
        action: 'promo.deactivate',
        entity: 'promo',
        entityId: id,
        changes: { code: before.code, isActive: [true, false] },
      });
    }
    return promoCodeOrThrow(tx, id, currencyOf(ctx));
  });
}

// ---------------------------------------------------------------- orders

const toOrder = (row: StaffOrderRow): StaffOrder => ({
  id: row.id,
  status: row.status,
  userId: row.userId,
  email: row.email,
  holderName: row.holderName,
  amount: row.amount,
  initialAmount: row.initialAmount,
  discount: row.discount,
  currency: row.currency,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

export async function ordersPage(ctx: AppContext, query: QueryOf<C['orders']>) {
  const { count, rows } = await staffOrdersPage(ctx.db, query);
  return { count, results: rows.map(toOrder) };
}

async function orderDetail(db: Tx, id: number): Promise<StaffOrderDetail> {
  const order = await findStaffOrder(db, id);
  if (!order) throw notFound('Заказ не найден.');
  const parts = await staffOrderParts(db, id);
  const titles = new Map(
    (await productTitles(db, [...new Set(parts.items.map((item) => item.productId))])).map((row) => [
      row.id,
      row.title,
    ]),
  );
  const coupon = order.couponId === null ? undefined : await findStaffCoupon(db, order.couponId);
  const actorIds = [...new Set(parts.refunds.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))];
  const actors = new Map(
    (await findUserNames(db, actorIds)).map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]),
  );
  const refundedAmount = refundedSum(parts.refunds);
  return {
    ...toOrder(order),
    phone: order.phone,
    coupon: coupon ? { id: coupon.id, code: coupon.code } : null,
    items: parts.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      title: titles.get(item.productId) ?? '',
      price: item.price,
      isGift: item.isGift,
    })),
    transactions: parts.transactions.map((row) => ({
      uuid: row.uuid,
      paymentSystem: row.paymentSystem as PaymentSystem,
      status: row.status as 'pending' | 'succeeded' | 'declined',
      amount: row.amount,
      currency: row.currency,
      providerTransactionId: row.providerTransactionId,
      errorMessage: row.errorMessage,
      requisites: row.requisites,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    })),
    refunds: parts.refunds.map((row) => ({
      id: row.id,
      status: row.status as 'pending' | 'succeeded' | 'failed',
      amount: row.amount,
      currency: row.currency,
      reason: row.reason,
      keepAccess: row.keepAccess,
      actor: row.actorId === null ? null : { id: row.actorId, fullName: actors.get(row.actorId) ?? '' },
      providerRefundId: row.providerRefundId,
      errorMessage: row.errorMessage,
      createdAt: row.createdAt.toISOString(),
    })),
    refundedAmount,
    refundableAmount: REFUNDABLE_STATUSES.has(order.status)
      ? Math.max(0, paidAmountOf(order, parts.transactions) - refundedAmount)
      : 0,
  };
}

export const getOrder = (ctx: AppContext, id: number) => orderDetail(ctx.db, id);
