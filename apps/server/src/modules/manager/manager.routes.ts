import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { listCustomers } from './manager.service.js';

/** Spec 3 §2 manager routes; the contract limits them to ManagerCs. */
export function managerRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.manager.customers, ({ query }) => listCustomers(ctx.db, query));
}
