import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { appSettings } from '../settings/variant.js';
import { dashboard } from './staff-dashboard.service.js';

/** The staff console's dashboard area (issue 16, docs/staff-dashboard.md). */
export function staffDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { timeZone, currency } = appSettings(ctx.config.VARIANT);
  route(app, contract.staffDashboard.summary, (request) =>
    dashboard(ctx.db, request.query.days, { timeZone, currency }),
  );
}
