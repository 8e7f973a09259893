import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../plugins/route.js';
import { analyticsWriteKey } from '../analytics/analytics.service.js';
import { webPushPublicKey } from '../webpush/webpush.service.js';
import { telegramBot } from '../telegram/telegram.service.js';
import { appSettings } from './variant.js';
import { webErrorReporting } from '../../error-reporting/error-reporting.js';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.settings.app, async () => ({
    ...appSettings(ctx.config.VARIANT),
    // The web app's analytics client sends it with every event (spec 2 §5).
    analyticsWriteKey: await analyticsWriteKey(ctx),
    webPushPublicKey: await webPushPublicKey(ctx),
    telegramBot: telegramBot(ctx.config),
    tagManagerId: ctx.config.GTM_ID ?? null,
    flagsRemoteEval: ctx.config.FLAGS_REMOTE_EVAL === 'true',
    ...webErrorReporting(ctx.config),
  }));
}
