import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The staff console's task bank and homework builder (issue 16, docs/staff.md). */
export function staffTasksRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
