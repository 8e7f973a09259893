import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The staff console's engagement area (issue 16, docs/staff.md). */
export function staffEngagementRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
