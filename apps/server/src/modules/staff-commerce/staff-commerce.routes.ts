import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { Providers } from '../payment/providers/registry.js';
import * as commerce from './staff-commerce.service.js';

const c = contract.staffCommerce;

/**
 * The staff console's commerce area (issue 16, docs/staff-commerce.md): products and prices, promo
 * codes, orders and refunds. Refunds go through the payment providers' adapter.
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
  route(app, c.promoCodes, (r) => commerce.promoCodesPage(ctx, r.query));
  route(app, c.promoCode, (r) => commerce.getPromoCode(ctx, r.params.id));
  route(app, c.createPromoCode, (r) => commerce.createPromoCode(ctx, signedIn(r), r.body));
  route(app, c.updatePromoCode, (r) => commerce.updatePromoCode(ctx, signedIn(r), r.params.id, r.body));
  route(app, c.deactivatePromoCode, (r) => commerce.deactivatePromoCode(ctx, signedIn(r), r.params.id));
  route(app, c.orders, (r) => commerce.ordersPage(ctx, r.query));
  route(app, c.order, (r) => commerce.getOrder(ctx, r.params.id));
  route(app, c.refund, (r) => commerce.refundOrder(ctx, providers, signedIn(r), r.params.id, r.body));
}
