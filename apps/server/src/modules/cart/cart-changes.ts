import type { BodyOf, Cart, SysCourseType, contract } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { AppError, fieldError, generalError, notFound } from '../../plugins/errors.js';
import {
  bundleRatePlans,
  chooseBundleProducts,
  loadOffers,
  narrowBundle,
  resolveChoice,
  zonedToday,
  type Offers,
} from '../catalog/catalog.service.js';
import { findOwnedProductIds, type ProductCard } from '../courses/courses.service.js';
import { newHash, type Caller } from './cart-access.js';
import { change, type CartDeps } from './cart-work.js';
import * as repo from './cart.repo.js';

type AddBody = BodyOf<typeof contract.cart.add>;
type PatchBody = BodyOf<typeof contract.cart.patchItem>;

/** Spec 2 §4, §8: individual lessons cannot be paid together with other courses. */
type PayKind = 'individual' | 'course';
const kindOf = (code: SysCourseType | string): PayKind => (code === 'individual' ? 'individual' : 'course');

const incompatible = () =>
  new AppError(
    422,
    'incompatible_items',
    'Индивидуальные занятия нельзя оплатить вместе с другими курсами. Очистите корзину, чтобы добавить этот продукт.',
  );
const alreadyInCart = () => generalError('Этот продукт уже в корзине.', 'already_in_cart');
const alreadyOwned = () => generalError('Этот продукт у вас уже есть.', 'already_owned');
const notOnSale = () => fieldError('product', 'Продажи этого продукта закончились.', 'not_on_sale');

/** What an add puts in the cart: the products it covers, their kind, and the row to insert. */
interface Addition {
  kind: PayKind;
  cards: ProductCard[];
  bundleId: number | null;
  insert: (tx: Tx, cartId: number) => Promise<{ item?: repo.CartItemRow; bundle?: repo.CartBundleRow }>;
}

/** The add checked against the offers (loaded with the cart's own): a product as chosen, or a bundle. */
function additionOf(offers: Offers, body: AddBody): Addition {
  if (body.bundle === undefined) {
    const offer = resolveChoice(
      offers,
      { productId: body.product, ratePlanId: body.ratePlan, packId: body.pack },
      { onSale: true },
    );
    return {
      kind: kindOf(offer.card.productType.courseType.code),
      cards: [offer.card],
      bundleId: null,
      insert: async (db, cartId) => ({
        item: await repo.insertItem(db, {
          cartId,
          productId: offer.card.id,
          ratePlanId: offer.ratePlan?.id ?? null,
          packId: offer.pack?.id ?? null,
        }),
      }),
    };
  }
  const bundle = offers.bundles.get(body.bundle);
  if (!bundle?.isActive) throw fieldError('bundle', 'Такого набора не существует.', 'does_not_exist');
  // The web adds a bundle as its first product with the bundle's id (spec 2 §7 POST /cart/).
  if (!bundle.productIds.includes(body.product)) {
    throw fieldError('product', 'Этот продукт не входит в набор.', 'not_in_bundle');
  }
  if (body.ratePlan !== undefined && !bundleRatePlans(offers, bundle).some((plan) => plan.id === body.ratePlan)) {
    throw fieldError('rate_plan', 'Этот тариф недоступен для набора.', 'does_not_exist');
  }
  const chosen = chooseBundleProducts(bundle, body.optionalProducts);
  return {
    kind: kindOf(bundle.sysCourseType),
    cards: chosen.productIds.flatMap((id) => offers.cards.get(id) ?? []),
    bundleId: bundle.id,
    insert: async (db, cartId) => ({
      bundle: await repo.insertCartBundle(db, {
        cartId,
        bundleId: bundle.id,
        hash: newHash(),
        ratePlanId: body.ratePlan ?? null,
        optionalProductIds: body.optionalProducts ?? null,
      }),
    }),
  };
}

/** What is in the cart already: its products (bundled ones too), bundles and kinds. */
function cartHolding(offers: Offers, items: repo.CartItemRow[], bundles: repo.CartBundleRow[]) {
  const productIds = new Set(items.map((item) => item.productId));
  const kinds = new Set<PayKind>();
  for (const item of items) {
    const card = offers.cards.get(item.productId);
    if (card) kinds.add(kindOf(card.productType.courseType.code));
  }
  for (const row of bundles) {
    const bundle = offers.bundles.get(row.bundleId);
    if (!bundle) continue;
    kinds.add(kindOf(bundle.sysCourseType));
    for (const id of narrowBundle(bundle, row.optionalProductIds).productIds) productIds.add(id);
  }
  return { productIds, bundleIds: new Set(bundles.map((row) => row.bundleId)), kinds };
}

/**
 * `POST /cart/` and `POST /cart/standalone/{hash}/` (spec 2 §4, docs/commerce.md "Compatibility"):
 * 400 not_on_sale / already_owned / already_in_cart, 422 when the kinds differ; `replace` empties the
 * cart first (the clear-cart modal's 'lets_go'). The cart's offers and the new one's load together
 * and price the answer too: an add is the hot write.
 */
export function addToCart(deps: CartDeps, caller: Caller, hash: string | undefined, body: AddBody): Promise<Cart> {
  return change(deps, caller, hash, async (tx, cart, now) => {
    const [items, bundles] = body.replace
      ? [[], []]
      : // One connection in a transaction: one query after the other.
        [await repo.listItems(tx, cart.id), await repo.listCartBundles(tx, cart.id)];
    const adding = body.bundle === undefined;
    const offers = await loadOffers(tx, {
      productIds: [...items.map((item) => item.productId), ...(adding ? [body.product] : [])],
      bundleIds: [...bundles.map((row) => row.bundleId), ...(adding ? [] : [body.bundle!])],
    });
    const addition = additionOf(offers, body);
    const today = zonedToday(now, deps.timeZone);
    if (addition.cards.some((card) => card.endDate < today)) throw notOnSale();
    const ids = addition.cards.map((card) => card.id);
    if (cart.userId !== null && (await findOwnedProductIds(tx, cart.userId, ids, now)).size > 0) throw alreadyOwned();
    if (body.replace) {
      await repo.clearCart(tx, cart.id);
    } else {
      const holding = cartHolding(offers, items, bundles);
      const repeated = addition.bundleId !== null && holding.bundleIds.has(addition.bundleId);
      if (repeated || ids.some((id) => holding.productIds.has(id))) throw alreadyInCart();
      if ([...holding.kinds].some((kind) => kind !== addition.kind)) throw incompatible();
    }
    const added = await addition.insert(tx, cart.id);
    return {
      content: {
        items: added.item ? [...items, added.item] : items,
        bundles: added.bundle ? [...bundles, added.bundle] : bundles,
      },
      offers,
    };
  });
}

async function itemOf(tx: Tx, cartId: number, itemId: number): Promise<repo.CartItemRow> {
  const item = (await repo.listItems(tx, cartId)).find((row) => row.id === itemId);
  if (!item) throw notFound('В корзине нет такой позиции.');
  return item;
}

/** `PATCH /cart/{id}/`: auto-renewal, another rate plan, the optional gifts kept (the rest declined). */
export function patchItem(
  deps: CartDeps,
  caller: Caller,
  hash: string | undefined,
  itemId: number,
  body: PatchBody,
): Promise<Cart> {
  return change(deps, caller, hash, async (tx, cart) => {
    const item = await itemOf(tx, cart.id, itemId);
    if (body.ratePlan !== undefined && item.subscriptionAction !== null && body.ratePlan !== item.ratePlanId) {
      throw fieldError('rate_plan', 'Тариф продления или улучшения подписки не меняется.', 'fixed_rate_plan');
    }
    const values: Parameters<typeof repo.updateItem>[2] = {};
    if (body.isProlongSubscription !== undefined) values.isProlongSubscription = body.isProlongSubscription;
    if (body.ratePlan !== undefined || body.optionalGifts !== undefined) {
      const offers = await loadOffers(tx, { productIds: [item.productId] });
      if (body.ratePlan !== undefined) {
        const offer = resolveChoice(
          offers,
          { productId: item.productId, ratePlanId: body.ratePlan, packId: item.packId },
          { onSale: item.subscriptionAction === null },
        );
        values.ratePlanId = offer.ratePlan?.id ?? null;
      }
      if (body.optionalGifts !== undefined) {
        const optional = (offers.giftsByProduct.get(item.productId) ?? []).filter((gift) => gift.optional);
        const chosen = new Set(body.optionalGifts);
        if ([...chosen].some((id) => !optional.some((gift) => gift.id === id))) {
          throw fieldError('optional_gifts', 'У этого продукта нет такого подарка.', 'does_not_exist');
        }
        values.declinedGiftIds = optional.filter((gift) => !chosen.has(gift.id)).map((gift) => gift.id);
      }
    }
    if (Object.keys(values).length > 0) await repo.updateItem(tx, item.id, values);
  });
}

export function removeItem(deps: CartDeps, caller: Caller, hash: string | undefined, itemId: number): Promise<Cart> {
  return change(deps, caller, hash, async (tx, cart) => {
    if (!(await repo.deleteItem(tx, cart.id, itemId))) throw notFound('В корзине нет такой позиции.');
  });
}

export function removeBundle(deps: CartDeps, caller: Caller, hash: string | undefined, bundleHash: string) {
  return change(deps, caller, hash, async (tx, cart) => {
    if (!(await repo.deleteCartBundle(tx, cart.id, bundleHash))) throw notFound('В корзине нет такого набора.');
  });
}

/** `DELETE /cart/gifts/`: declines optional gifts of the student's cart, by gift id. */
export function declineGifts(deps: CartDeps, caller: Caller, ids: number[]): Promise<Cart> {
  return change(deps, caller, undefined, async (tx, cart) => {
    const items = await repo.listItems(tx, cart.id);
    const offers = await loadOffers(tx, { productIds: items.map((item) => item.productId) });
    const owner = new Map<number, repo.CartItemRow>();
    for (const item of items) {
      for (const gift of offers.giftsByProduct.get(item.productId) ?? []) if (gift.optional) owner.set(gift.id, item);
    }
    if (ids.some((id) => !owner.has(id))) throw fieldError('ids', 'В корзине нет такого подарка.', 'does_not_exist');
    for (const item of new Set(ids.map((id) => owner.get(id)!))) {
      const declined = new Set([...item.declinedGiftIds, ...ids.filter((id) => owner.get(id) === item)]);
      await repo.updateItem(tx, item.id, { declinedGiftIds: [...declined] });
    }
  });
}
