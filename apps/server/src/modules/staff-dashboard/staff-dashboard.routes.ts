import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The staff console's dashboard area (issue 16, docs/staff.md). */
export function staffDashboardRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
