import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../plugins/errors.js';
import { route, signedIn } from '../../plugins/route.js';
import { telegramBotOf, type TelegramBot } from './telegram-bot.js';
import { createLink, handleUpdate, telegramState, unlink } from './telegram.service.js';

export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';
// Updates are messages of at most 4096 characters with their envelope.
const UPDATE_BODY_LIMIT = 64 * 1024;

function hasSecret(request: FastifyRequest, secret: string): boolean {
  const given = request.headers[SECRET_HEADER];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Telegram calls this address only when it is public over https (Bot API setWebhook). */
export const webhookUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/api/telegram/webhook/`;

/** Points the bot at this deployment; the webhook needs a public https address. */
export async function registerWebhook(bot: TelegramBot, publicUrl: string): Promise<boolean> {
  if (!publicUrl.startsWith('https://')) return false;
  await bot.api.setWebhook(webhookUrl(publicUrl), bot.webhookSecret);
  return true;
}

function webhookRoute(ctx: AppContext, bot: TelegramBot) {
  return async (scope: FastifyInstance) => {
    // Before the body is read: a caller without the secret learns nothing, not even what a valid update is.
    scope.addHook('onRequest', async (request) => {
      if (!hasSecret(request, bot.webhookSecret)) throw new AppError(401, 'invalid_secret', 'Неверный секрет.');
    });
    route(
      scope,
      contract.telegram.webhook,
      async (request) => {
        const reply = await handleUpdate(ctx.db, request.body);
        if (reply) {
          await bot.api
            .sendMessage(reply)
            .catch((error: unknown) => request.log.warn({ err: error }, 'telegram bot reply failed'));
        }
        return { ok: true };
      },
      { bodyLimit: UPDATE_BODY_LIMIT },
    );
  };
}

/** Telegram notifications (docs/web-push-and-telegram.md): nothing here exists without TELEGRAM_BOT_TOKEN. */
export function telegramRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const bot = telegramBotOf(ctx.config);
    if (!bot) return;
    route(app, contract.telegram.state, (request) => telegramState(ctx.db, bot, signedIn(request).id));
    route(app, contract.telegram.link, (request) => createLink(ctx.db, bot, signedIn(request).id));
    route(app, contract.telegram.unlink, async (request) => {
      await unlink(ctx.db, signedIn(request).id);
      return {};
    });
    await app.register(webhookRoute(ctx, bot));
    // On listen, not on build: tests build the app without reaching Telegram. Every process sets the same.
    app.addHook('onListen', async () => {
      await registerWebhook(bot, ctx.config.publicUrl).then(
        (done) => {
          if (done) app.log.info('telegram webhook set');
        },
        (error: unknown) => app.log.error({ err: error }, 'telegram webhook could not be set'),
      );
    });
  };
}
