import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { cartBundles, cartItems, cartLinks, carts, coupons } from './cart.schema.js';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartBundleRow = typeof cartBundles.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type CartLinkRow = typeof cartLinks.$inferSelect;

const openOwn = and(eq(carts.userId, sql.placeholder('userId')), eq(carts.isStandalone, false), isNull(carts.paidAt));

const ownCartQuery = (db: Tx) => db.select().from(carts).where(openOwn).prepare('open_own_cart');

/** The student's open own cart (at most one: carts_user_open_idx). */
export async function findOpenOwnCart(db: Tx, userId: number, lock = false): Promise<CartRow | undefined> {
  if (lock) {
    const [row] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.isStandalone, false), isNull(carts.paidAt)))
      .for('update');
    return row;
  }
  const [row] = await prepared(db, 'open_own_cart', ownCartQuery).execute({ userId });
  return row;
}

const ownContentQuery = (db: Tx) =>
  db
    .select({ cart: carts, item: cartItems, bundle: cartBundles })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(cartBundles, eq(cartBundles.cartId, carts.id))
    .where(openOwn)
    .orderBy(asc(cartItems.id), asc(cartBundles.id))
    .prepare('open_own_cart_content');

/** Distinct rows by id, in the order first met. */
const distinct = <T extends { id: number }>(rows: (T | null)[]): T[] => [
  ...new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : []))).values(),
];

/**
 * The student's open own cart with its items and bundles in one query (the cart page and the
 * catalog's marks read it on every visit; a cart holds a few of each, so the rows of both joins
 * stay few); undefined when the student has no cart yet.
 */
export async function findOpenOwnContent(
  db: Tx,
  userId: number,
): Promise<{ cart: CartRow; items: CartItemRow[]; bundles: CartBundleRow[] } | undefined> {
  const rows = await prepared(db, 'open_own_cart_content', ownContentQuery).execute({ userId });
  const cart = rows[0]?.cart;
  if (!cart) return undefined;
  return { cart, items: distinct(rows.map((row) => row.item)), bundles: distinct(rows.map((row) => row.bundle)) };
}

/** Creates the student's own cart unless a concurrent request just did; either way answers it. */
export async function ensureOpenOwnCart(db: Tx, userId: number, hash: string, lock = false): Promise<CartRow> {
  await db
    .insert(carts)
    .values({ userId, hash, isStandalone: false })
    .onConflictDoNothing({
      target: carts.userId,
      where: sql`${carts.isStandalone} = false and ${carts.paidAt} is null`,
    });
  const row = await findOpenOwnCart(db, userId, lock);
  if (!row) throw new Error('the open cart vanished');
  return row;
}

export async function findCartByHash(db: Tx, hash: string, lock = false): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(eq(carts.hash, hash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertStandaloneCart(db: Tx, hash: string, userId: number | null): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ hash, userId, isStandalone: true }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Gives an unclaimed cart its owner; answers false when someone else claimed it first. */
export async function claimCart(db: Tx, cartId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), isNull(carts.userId)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** Changes the cart's discount choice or closes it; answers the cart as it is now. */
export async function updateCart(
  db: Tx,
  cartId: number,
  values: Partial<Pick<CartRow, 'couponId' | 'referrerId' | 'paidAt'>>,
): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning();
  if (!row) throw new Error(`cart ${cartId} is missing`);
  return row;
}

/** Sets `paid_at` unless it is set; answers whether this call set it. */
export async function closeOpenCart(db: Tx, cartId: number, paidAt: Date): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ paidAt, updatedAt: paidAt })
    .where(and(eq(carts.id, cartId), isNull(carts.paidAt)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

const itemsQuery = (db: Tx) =>
  db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.id))
    .prepare('cart_items_of_cart');

const bundlesQuery = (db: Tx) =>
  db
    .select()
    .from(cartBundles)
    .where(eq(cartBundles.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartBundles.id))
    .prepare('cart_bundles_of_cart');

export function listItems(db: Tx, cartId: number): Promise<CartItemRow[]> {
  return prepared(db, 'cart_items_of_cart', itemsQuery).execute({ cartId });
}

export function listCartBundles(db: Tx, cartId: number): Promise<CartBundleRow[]> {
  return prepared(db, 'cart_bundles_of_cart', bundlesQuery).execute({ cartId });
}

const countQuery = (db: Tx) =>
  db
    .select({
      count: sql<number>`count(distinct ${cartItems.id}) + count(distinct ${cartBundles.id})`.mapWith(Number),
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(cartBundles, eq(cartBundles.cartId, carts.id))
    .where(openOwn)
    .prepare('open_own_cart_count');

/** Items and bundles in the student's open own cart, in one query (the header badge asks often). */
export async function countOwnCart(db: Tx, userId: number): Promise<number> {
  const [row] = await prepared(db, 'open_own_cart_count', countQuery).execute({ userId });
  return row?.count ?? 0;
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export const insertItem = (db: Tx, values: typeof cartItems.$inferInsert): Promise<CartItemRow> =>
  one(db.insert(cartItems).values(values).returning());

export const insertCartBundle = (db: Tx, values: typeof cartBundles.$inferInsert): Promise<CartBundleRow> =>
  one(db.insert(cartBundles).values(values).returning());

export async function updateItem(
  db: Tx,
  itemId: number,
  values: Partial<Pick<CartItemRow, 'isProlongSubscription' | 'ratePlanId' | 'declinedGiftIds'>>,
): Promise<void> {
  await db.update(cartItems).set(values).where(eq(cartItems.id, itemId));
}

export async function deleteItem(db: Tx, cartId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartBundle(db: Tx, cartId: number, hash: string): Promise<boolean> {
  const rows = await db
    .delete(cartBundles)
    .where(and(eq(cartBundles.cartId, cartId), eq(cartBundles.hash, hash)))
    .returning({ id: cartBundles.id });
  return rows.length > 0;
}

/** Empties a cart (the clear-cart modal's 'lets_go', spec 2 §4); the discount choice stays. */
export async function clearCart(db: Tx, cartId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db.delete(cartBundles).where(eq(cartBundles.cartId, cartId));
}

export async function findCouponByCode(db: Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function findCouponById(db: Tx, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function incrementCouponUse(db: Tx, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
}

export async function findCartLink(db: Tx, hash: string): Promise<CartLinkRow | undefined> {
  const [row] = await db.select().from(cartLinks).where(eq(cartLinks.hash, hash));
  return row;
}

// Demo data and test factories.
export async function upsertCoupon(db: Tx, values: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values(values)
    .onConflictDoUpdate({ target: coupons.code, set: { ...values } })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function upsertCartLink(db: Tx, hash: string, productIds: number[]): Promise<void> {
  await db
    .insert(cartLinks)
    .values({ hash, productIds })
    .onConflictDoUpdate({ target: cartLinks.hash, set: { productIds } });
}

/**
 * The user's open standalone cart made for this subscription action (docs/subscriptions.md), locked:
 * asking for the same renewal or upgrade again refreshes that cart rather than making another.
 */
export async function findOpenSubscriptionCart(
  db: Tx,
  userId: number,
  subscriptionId: number,
  action: string,
): Promise<CartRow | undefined> {
  const [row] = await db
    .select({ cart: carts })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(
      and(
        eq(carts.userId, userId),
        eq(carts.isStandalone, true),
        isNull(carts.paidAt),
        eq(cartItems.subscriptionId, subscriptionId),
        eq(cartItems.subscriptionAction, action),
      ),
    )
    .orderBy(desc(carts.id))
    .limit(1)
    .for('update', { of: carts });
  return row?.cart;
}
