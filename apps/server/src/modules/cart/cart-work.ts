import type { Cart, Variant } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { cachedPerDb } from '../../lib/ttl-cache.js';
import type { RateLimiter } from '../../plugins/rate-limiter.js';
import { references, type Offers } from '../catalog/catalog.service.js';
import type { PaymentOptions } from '../payment/payment.service.js';
import { getPublicDocuments } from '../settings/settings.service.js';
import { cartFor, cartPaid, type Caller } from './cart-access.js';
import { loadContent, priceContent, type CartContent, type PricedContent } from './cart-content.js';
import { presentCart } from './cart-present.js';
import type * as repo from './cart.repo.js';

/** What the cart's operations need of the app: built once by the routes. */
export interface CartDeps {
  db: Db;
  currency: string;
  payment: PaymentOptions;
  timeZone: string;
  rateLimiter: RateLimiter;
  /** Spec 1 §6 rules that differ per deployment (the referral's social account). */
  variant: Variant;
}

const ofertaUrl = cachedPerDb(60_000, async (db: Tx) => (await getPublicDocuments(db)).oferta);

export async function present(deps: CartDeps, priced: PricedContent): Promise<Cart> {
  const [refs, oferta] = await Promise.all([references(deps.db), ofertaUrl(deps.db)]);
  return presentCart(priced, refs, { currency: deps.currency, payment: deps.payment, ofertaUrl: oferta });
}

/** A cart's content priced as it is now, and presented. */
export async function priced(deps: CartDeps, content: CartContent, now = new Date()): Promise<Cart> {
  return present(deps, await priceContent(deps.db, content, now));
}

/** Reads a cart as it is now. */
export async function read(deps: CartDeps, cart: repo.CartRow, now = new Date()): Promise<Cart> {
  return priced(deps, await loadContent(deps.db, cart), now);
}

/**
 * What a change already knows after it ran, so the answer need not read it again: the cart row
 * (when its discount changed), its items and bundles, and offers covering all of them.
 */
export interface Changed {
  cart?: repo.CartRow;
  content?: { items: repo.CartItemRow[]; bundles: repo.CartBundleRow[] };
  offers?: Offers;
}

/**
 * One change of a cart, in one transaction with the cart row locked (so two changes of a cart
 * never interleave), answered with the whole cart as it is after the change (spec 2 §4).
 */
export async function change(
  deps: CartDeps,
  caller: Caller,
  hash: string | undefined,
  work: (tx: Tx, cart: repo.CartRow, now: Date) => Promise<Changed | void>,
): Promise<Cart> {
  const now = new Date();
  const priced = await deps.db.transaction(async (tx) => {
    const cart = await cartFor(tx, caller, hash, true);
    if (cart.paidAt) throw cartPaid();
    const changed = (await work(tx, cart, now)) ?? {};
    const fresh = changed.cart ?? cart;
    const content = changed.content ? { cart: fresh, ...changed.content } : await loadContent(tx, fresh);
    return priceContent(tx, content, now, changed.offers);
  });
  return present(deps, priced);
}
