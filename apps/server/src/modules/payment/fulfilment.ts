import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { listClassYears } from '../core/core.service.js';
import { accessPeriod, findProductCards, grantAccess, type ProductCard } from '../courses/courses.service.js';
import { createPurchaseDocuments } from '../documents/documents.service.js';
import { appSettings } from '../settings/variant.js';
import { renewSubscription, upgradeSubscription } from '../subscriptions/plan-changes.service.js';
import { startSubscription } from '../subscriptions/subscriptions.service.js';
import { recordBonuses } from './cart-bridge.js';
import { payee } from './payee.js';
import { receiveGifts } from '../products/products.service.js';
import * as repo from './payment.repo.js';
import { notifyRenewed } from '../notifications/producers/products.js';

// The access period of a purchase is the courses module's rule (gifts and free products use it too).
export { accessPeriod } from '../courses/courses.service.js';

/**
 * Everything a confirmed payment does (docs/commerce.md "Paying", step 2), inside the
 * transaction that marked it paid and closed its cart: the order paid, access granted, gifts
 * received (opened later by the student), referral bonuses, auto-renewal subscriptions, documents.
 * Answers 'upgrade_not_applied' when a paid plan upgrade found its subscription ended: that money is
 * to be given back (docs/subscriptions.md).
 */
export async function fulfil(
  tx: Tx,
  ctx: AppContext,
  transaction: repo.TransactionRow,
  order: repo.OrderRow,
  now: Date,
): Promise<'fulfilled' | 'upgrade_not_applied'> {
  let outcome: 'fulfilled' | 'upgrade_not_applied' = 'fulfilled';
  const { timeZone } = appSettings(ctx.config.VARIANT);
  await repo.markOrderPaid(tx, order.id, now);
  const items = await repo.listOrderItems(tx, order.id);
  // One after another: a transaction is one connection, which runs one query at a time.
  const cards = await findProductCards(
    tx,
    items.map((item) => item.productId),
  );
  const classYears = await listClassYears(tx);
  const seller = await payee(tx);
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const card = (productId: number): ProductCard => {
    const found = cardOf.get(productId);
    if (!found) throw new Error(`product ${productId} is missing`);
    return found;
  };
  // Gifts are received, not granted: the student opens them (docs/products-access.md).
  const firstPaid = items.find((item) => !item.isGift);
  await receiveGifts(tx, {
    studentId: order.userId,
    orderId: order.id,
    transactionUuid: transaction.uuid,
    withProductId: firstPaid?.productId ?? null,
    now,
    gifts: items
      .filter((item) => item.isGift)
      .map((item) => ({
        productId: item.productId,
        availableUntil: accessPeriod(card(item.productId), now, timeZone).endsAt,
      })),
  });
  for (const item of items) {
    if (item.isGift) continue;
    const product = card(item.productId);
    const subscriptionId = item.subscriptionId;
    if (subscriptionId !== null && item.subscriptionAction === 'upgrade') {
      // docs/subscriptions.md: the plan switches at once; the access and its end stay as they are.
      const upgraded = await upgradeSubscription(tx, {
        userId: order.userId,
        subscriptionId,
        ratePlanId: item.ratePlanId,
        now,
      });
      if (!upgraded) outcome = 'upgrade_not_applied';
      continue;
    }
    const period = accessPeriod(product, now, timeZone);
    await grantAccess(tx, { studentId: order.userId, productId: item.productId, ...period, source: 'purchase' });
    if (item.isProlongSubscription) {
      const paid = { userId: order.userId, ratePlanId: item.ratePlanId, price: item.price, accessUntil: period.endsAt };
      const renewed =
        subscriptionId !== null && item.subscriptionAction === 'renewal'
          ? await renewSubscription(tx, { ...paid, subscriptionId })
          : false;
      if (!renewed) await startSubscription(tx, { ...paid, productTypeId: product.productType.id });
      await notifyRenewed(tx, order.userId, order.id, { ...product, productTypeId: product.productType.id });
    }
  }
  if (order.referrerId !== null) {
    await recordBonuses(tx, {
      orderId: order.id,
      buyerId: order.userId,
      referrerId: order.referrerId,
      amount: order.discount,
    });
  }
  const yearTitle = new Map(classYears.map((year) => [year.id, year.title]));
  await createPurchaseDocuments(tx, {
    userId: order.userId,
    orderId: order.id,
    transactionUuid: transaction.uuid,
    paidAt: now,
    holderName: order.holderName,
    email: order.email,
    phone: order.phone,
    currency: order.currency,
    seller: { recipient: seller.paymentInfo.recipient, inn: seller.inn, ogrn: seller.ogrn },
    timeZone,
    lines: items
      .filter((item) => !item.isGift)
      .map((item) => {
        const product = card(item.productId);
        return {
          productTitle: product.title,
          productTypeTitle: product.productType.title,
          productLine: product.productType.kind === 'MG' ? 'main' : 'other',
          classYear: yearTitle.get(product.productType.classYearId) ?? '',
          price: item.price,
        };
      }),
  });
  return outcome;
}
