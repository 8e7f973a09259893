import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { appSettings } from '../settings/variant.js';
import * as planChanges from './plan-changes.service.js';
import * as subscriptions from './subscriptions.service.js';

const c = contract.subscriptions;

export function subscriptionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { timeZone } = appSettings(ctx.config.VARIANT);
  route(app, c.list, (request) => subscriptions.listSubscriptions(ctx.db, signedIn(request).id));
  route(app, c.cancel, (request) => subscriptions.cancelSubscription(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.statuses, (request) =>
    subscriptions.subscriptionStatuses(ctx.db, signedIn(request).id, request.query.productIds),
  );
  route(app, c.ending, (request) => subscriptions.endingProducts(ctx.db, signedIn(request).id));
  route(app, c.menu, (request) =>
    subscriptions.productsMenu(ctx.db, signedIn(request).id, request.query.dates, timeZone),
  );
  route(app, c.renewalQuote, (request) =>
    planChanges.renewalQuote(ctx.db, signedIn(request).id, request.params.id, timeZone),
  );
  route(app, c.renew, (request) => planChanges.startRenewal(ctx.db, signedIn(request).id, request.params.id, timeZone));
  route(app, c.upgradeQuote, (request) => planChanges.upgradeQuote(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.upgrade, (request) =>
    planChanges.startUpgrade(ctx.db, signedIn(request).id, request.params.id, request.body.ratePlan),
  );
}
