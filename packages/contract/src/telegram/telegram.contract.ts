import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { SIGNED_IN } from '../roles.js';
import { TelegramLinkSchema, TelegramStateSchema, TelegramUpdateSchema } from './telegram.schema.js';

const tag = 'telegram';

/**
 * Notifications through the Telegram bot (issue 14; docs/web-push-and-telegram.md). Every endpoint
 * answers 404 unless the deployment has a bot (TELEGRAM_BOT_TOKEN).
 */
export const telegramContract = {
  state: endpoint({
    method: 'GET',
    path: '/v2/notifications/telegram/',
    summary: 'Whether the signed-in user has linked a Telegram chat, and the bot',
    tag,
    roles: SIGNED_IN,
    response: TelegramStateSchema,
  }),
  link: endpoint({
    method: 'POST',
    path: '/v2/notifications/telegram/link/',
    summary: 'A one-time deep link https://t.me/<bot>?start=<token> (15 minutes) that links the chat which opens it',
    tag,
    roles: SIGNED_IN,
    status: 201,
    response: TelegramLinkSchema,
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/v2/notifications/telegram/link/',
    summary: 'Stops Telegram notifications of the signed-in user (idempotent)',
    tag,
    roles: SIGNED_IN,
    response: z.object({}),
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/telegram/webhook/',
    summary: 'Bot API updates; refused without the X-Telegram-Bot-Api-Secret-Token of this deployment',
    tag,
    body: TelegramUpdateSchema,
    response: z.object({ ok: z.boolean() }),
  }),
};
