import type { Tx } from '../../../db/client.js';
import { notify } from '../notify.js';

/** A paid item that prolongs a product's subscription (spec 1 §3 product group renew). */
export async function notifyRenewed(
  tx: Tx,
  userId: number,
  orderId: number,
  product: { id: number; title: string; productTypeId: number },
) {
  return notify(tx, userId, {
    type: 'product_group_renew',
    title: 'Подписка продлена',
    text: `Доступ к «${product.title}» продлён. Учись дальше!`,
    action: { type: 'my_product', productId: product.id, productTypeId: product.productTypeId },
    dedupeKey: `product_group_renew:${orderId}:${product.id}`,
  });
}
