import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { appSettings } from '../settings/variant.js';
import { distributeToGroup, listGifts, openProductAccess, studentClassTypes } from './products.service.js';

/** Spec 2 §7 gifts, subjects and opening access; spec 1 §7 distribute-to-group (docs/products-access.md). */
export function productsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.products.gifts, (request) => listGifts(ctx.db, signedIn(request).id, request.query, new Date()));
  route(app, contract.products.studentClassTypes, (request) =>
    studentClassTypes(ctx.db, signedIn(request).id, new Date()),
  );
  route(app, contract.products.openProductsAccess, (request) =>
    openProductAccess(
      ctx.db,
      signedIn(request).id,
      request.params.id,
      new Date(),
      appSettings(ctx.config.VARIANT).timeZone,
    ),
  );
  route(app, contract.products.distributeToGroup, (request) =>
    distributeToGroup(ctx.db, signedIn(request).id, request.body.product, new Date()),
  );
}
