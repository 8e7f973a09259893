import type { FastifyInstance } from 'fastify';
import { contract, type Endpoint } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn, type RouteRequest } from '../../plugins/route.js';
import { paymentOptions } from '../payment/payment.service.js';
import { appSettings } from '../settings/variant.js';
import * as cart from './cart.service.js';

const c = contract.cart;

/**
 * A guest may use a standalone cart, but a presented token that was refused is a 401, not a
 * guest: the client refreshes it (spec 1 §4) instead of being told the cart is someone else's.
 */
function caller<E extends Endpoint>(request: RouteRequest<E>): cart.Caller {
  if (request.authProblem) throw request.authProblem;
  return request.user;
}

/**
 * Spec 2 §7 Cart. Roles are the contract's (standalone carts and promo codes are open to guests);
 * whose cart it is, is checked in the service (docs/commerce.md "The cart").
 */
export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const settings = appSettings(ctx.config.VARIANT);
  const deps: cart.CartDeps = {
    db: ctx.db,
    currency: settings.currency,
    payment: paymentOptions(ctx.config),
    timeZone: settings.timeZone,
    rateLimiter: ctx.rateLimiter,
    variant: ctx.config.VARIANT,
  };
  route(app, c.count, async (r) => ({ count: await cart.countOwnCart(ctx.db, signedIn(r).id) }));
  route(app, c.get, (r) => cart.readOwnCart(deps, signedIn(r).id));
  route(app, c.add, (r) => cart.addToCart(deps, caller(r), undefined, r.body));
  route(app, c.patchItem, (r) => cart.patchItem(deps, caller(r), undefined, r.params.id, r.body));
  route(app, c.removeItem, (r) => cart.removeItem(deps, caller(r), undefined, r.params.id));
  route(app, c.removeBundle, (r) => cart.removeBundle(deps, caller(r), undefined, r.params.hash));
  route(app, c.removeGifts, (r) => cart.declineGifts(deps, caller(r), r.body.ids));
  route(app, c.link, (r) => cart.openCartLink(deps, caller(r), r.params.hash, r.ip));
  route(app, c.standalone, (r) => cart.readCartByHash(deps, caller(r), r.params.hash));
  route(app, c.standaloneAdd, (r) => cart.addToCart(deps, caller(r), r.params.hash, r.body));
  route(app, c.standalonePatchItem, (r) => cart.patchItem(deps, caller(r), r.params.hash, r.params.id, r.body));
  route(app, c.standaloneRemoveItem, (r) => cart.removeItem(deps, caller(r), r.params.hash, r.params.id));
  route(app, c.standaloneRemoveBundle, (r) => cart.removeBundle(deps, caller(r), r.params.hash, r.params.bundleHash));
  route(app, c.applyCoupon, (r) => cart.applyCoupon(deps, caller(r), r.query.hash, r.body.couponValue));
  route(app, c.removeCoupon, (r) => cart.removeCoupon(deps, caller(r), r.query.hash));
  route(app, c.applyReferral, (r) => cart.applyReferral(deps, caller(r), r.body.hash, r.body.referralId));
  route(app, c.removeReferral, (r) => cart.removeReferral(deps, caller(r), r.query.hash));
}
