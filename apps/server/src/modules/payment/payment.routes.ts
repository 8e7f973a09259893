import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { activateCouponProduct, listMyCoupons } from './coupon-products.js';
import { kaspiPayment, kaspiSandboxDecision } from './kaspi-payment.js';
import * as payment from './payment.service.js';
import { sandboxDecision, sandboxTransaction } from './sandbox-checkout.js';
import type { PaymentDeps } from './payment.service.js';

const c = contract.payment;

export function paymentRoutes(app: FastifyInstance, ctx: AppContext, deps: PaymentDeps): void {
  route(app, c.init, (request) =>
    payment.initPayment(
      ctx,
      deps,
      { userId: signedIn(request).id, origin: request.origin },
      request.query.hash,
      request.body,
    ),
  );
  route(app, c.transaction, (request) => payment.getTransaction(ctx, request.params.uuid, request.user));
  route(app, c.cloudPaymentsWidget, (request) =>
    payment.cloudPaymentsWidget(ctx, deps, signedIn(request).id, request.body.transactionUuid),
  );
  route(app, c.sandboxTransaction, (request) => sandboxTransaction(ctx, deps, request.params.uuid));
  route(app, c.sandboxDecision, (request) =>
    sandboxDecision(ctx, deps, {
      uuid: request.params.uuid,
      user: signedIn(request),
      origin: request.origin,
      ...request.body,
    }),
  );
  route(app, c.coupon, (request) => activateCouponProduct(ctx, signedIn(request).id, request.body.value));
  route(app, c.myCoupons, (request) => listMyCoupons(ctx, signedIn(request).id));
  route(app, c.kaspiCheck, (request) => payment.kaspiCheck(ctx, signedIn(request).id, request.params.uid));
  route(app, c.kaspiPayment, (request) =>
    kaspiPayment(ctx, deps, signedIn(request).id, request.params.uuid, request.origin),
  );
  route(app, c.kaspiSandboxDecision, (request) =>
    kaspiSandboxDecision(ctx, deps.providers.kaspi, signedIn(request).id, request.params.uuid, request.body.approve),
  );
  route(app, c.publicInfo, () => payment.publicInfo(ctx));
  route(app, c.incidents, (request) => payment.listIncidents(ctx, request.query));
}
