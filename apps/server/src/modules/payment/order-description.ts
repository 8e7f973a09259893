import type { Tx } from '../../db/client.js';
import { findProductCards } from '../courses/courses.service.js';
import * as repo from './payment.repo.js';

/** "Заказ № 12: Математика ЕГЭ · Март 2026, Физика ЕГЭ" for the provider's payment page. */
export function orderDescription(orderId: number, titles: string[]): string {
  const text = `Заказ № ${orderId}: ${titles.join(', ')}`;
  return text.length > 250 ? `${text.slice(0, 249)}…` : text;
}

/** The description of a stored order, from its paid items. */
export async function describeOrder(db: Tx, orderId: number): Promise<string> {
  const items = await repo.listOrderItems(db, orderId);
  const cards = await findProductCards(
    db,
    items.filter((item) => !item.isGift).map((item) => item.productId),
  );
  return orderDescription(
    orderId,
    cards.map((card) => card.title),
  );
}
