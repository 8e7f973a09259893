import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The staff console's content area (issue 16, docs/staff.md). */
export function staffContentRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
