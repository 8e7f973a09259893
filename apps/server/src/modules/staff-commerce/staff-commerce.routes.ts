import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { Providers } from '../payment/providers/registry.js';
import * as commerce from './staff-commerce.service.js';
import * as catalog from './staff-catalog.service.js';
import { refundOrder, resolveRefund } from './staff-refunds.service.js';

const c = contract.staffCommerce;

/**
 * The staff console's commerce area (issue 16, docs/staff-commerce.md): products and prices, rate
 * plans, packs, bundles and gifts, promo codes, orders and refunds. Refunds go through the payment providers' adapter.
 */
export function staffCommerceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  providers = new Providers(ctx.config),
): void {
  route(app, c.products, (r) => commerce.productsPage(ctx, r.query));
  route(app, c.productOptions, () => commerce.productOptions(ctx));
  route(app, c.product, (r) => commerce.getProduct(ctx, r.params.id));
  route(app, c.createProduct, (r) => commerce.createProduct(ctx, signedIn(r), r.body));
  route(app, c.updateProduct, (r) => commerce.updateProduct(ctx, signedIn(r), r.params.id, r.body));
  route(app, c.ratePlans, (r) => catalog.ratePlansPage(ctx, r.query));
  route(app, c.createRatePlan, (r) => catalog.createRatePlan(ctx, signedIn(r), r.body));
  route(app, c.updateRatePlan, (r) => catalog.updateRatePlan(ctx, signedIn(r), r.params.id, r.body));
  route(app, c.deleteRatePlan, (r) => catalog.deleteRatePlan(ctx, signedIn(r), r.params.id));
  route(app, c.deactivateRatePlan, (r) => catalog.setRatePlanOnSale(ctx, signedIn(r), r.params.id, false));
  route(app, c.activateRatePlan, (r) => catalog.setRatePlanOnSale(ctx, signedIn(r), r.params.id, true));
  route(app, c.packs, (r) => catalog.packsPage(ctx, r.query));
  route(app, c.createPack, (r) => catalog.createPack(ctx, signedIn(r), r.body));
  route(app, c.updatePack, (r) => catalog.updatePack(ctx, signedIn(r), r.params.id, r.body));
  route(app, c.deletePack, (r) => catalog.deletePack(ctx, signedIn(r), r.params.id));
  route(app, c.deactivatePack, (r) => catalog.setPackOnSale(ctx, signedIn(r), r.params.id, false));
  route(app, c.activatePack, (r) => catalog.setPackOnSale(ctx, signedIn(r), r.params.id, true));
  route(app, c.bundles, (r) => catalog.bundlesPage(ctx, r.query));
  route(app, c.createBundle, (r) => catalog.createBundle(ctx, signedIn(r), r.body));
  route(app, c.updateBundle, (r) => catalog.updateBundle(ctx, signedIn(r), r.params.id, r.body));
  route(app, c.deactivateBundle, (r) => catalog.deactivateBundle(ctx, signedIn(r), r.params.id));
  route(app, c.gifts, (r) => catalog.giftsList(ctx, r.query));
  route(app, c.createGift, (r) => catalog.createGift(ctx, signedIn(r), r.body));
  route(app, c.deleteGift, (r) => catalog.deleteGift(ctx, signedIn(r), r.params.id));
  route(app, c.promoCodes, (r) => commerce.promoCodesPage(ctx, r.query));
  route(app, c.promoCode, (r) => commerce.getPromoCode(ctx, r.params.id));
  route(app, c.createPromoCode, (r) => commerce.createPromoCode(ctx, signedIn(r), r.body));
  route(app, c.updatePromoCode, (r) => commerce.updatePromoCode(ctx, signedIn(r), r.params.id, r.body));
  route(app, c.deactivatePromoCode, (r) => commerce.deactivatePromoCode(ctx, signedIn(r), r.params.id));
  route(app, c.orders, (r) => commerce.ordersPage(ctx, r.query));
  route(app, c.order, (r) => commerce.getOrder(ctx, r.params.id));
  route(app, c.refund, (r) => refundOrder(ctx, providers, signedIn(r), r.params.id, r.body));
  route(app, c.resolveRefund, (r) => resolveRefund(ctx, signedIn(r), r.params.id, r.body));
}
