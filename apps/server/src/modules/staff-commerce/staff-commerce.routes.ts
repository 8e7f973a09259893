import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The staff console's commerce area (issue 16, docs/staff.md). */
export function staffCommerceRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
