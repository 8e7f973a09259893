import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';
import { BotApi } from './bot-api.js';

export interface TelegramBot {
  /** The bot's username, without `@`. */
  username: string;
  api: BotApi;
  /** What Telegram sends in X-Telegram-Bot-Api-Secret-Token: derived from the token, so every process agrees. */
  webhookSecret: string;
}

/** The deployment's bot, or undefined: Telegram is on only with TELEGRAM_BOT_TOKEN. */
export function telegramBotOf(config: Config): TelegramBot | undefined {
  const token = config.TELEGRAM_BOT_TOKEN;
  if (!token) return undefined;
  const username = config.TELEGRAM_BOT_USERNAME?.replace(/^@/, '');
  if (!username) throw new Error('TELEGRAM_BOT_USERNAME is required with TELEGRAM_BOT_TOKEN.');
  return {
    username,
    api: new BotApi(config.TELEGRAM_API_URL, token),
    webhookSecret: createHmac('sha256', token).update('telegram-webhook').digest('hex'),
  };
}
