import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { auditLogPage } from './staff.service.js';

/** The staff console's own endpoints (issue 16, docs/staff.md). */
export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.staff.auditLog, (request) => auditLogPage(ctx.db, request.query));
}
