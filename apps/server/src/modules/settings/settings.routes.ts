import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { appSettings } from './variant.js';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.settings.app, async () => appSettings(ctx.config.VARIANT));
}
