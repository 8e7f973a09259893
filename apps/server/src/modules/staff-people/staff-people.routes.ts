import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The staff console's people area (issue 16, docs/staff.md). */
export function staffPeopleRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
