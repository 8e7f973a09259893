import { createHash, randomBytes } from 'node:crypto';
import type { TelegramLink, TelegramState, TelegramUpdate } from '@school/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { chatOf, linkChat, storeLinkToken, takeLinkToken, unlinkChat, unlinkUser } from './telegram.repo.js';
import type { SendMessage } from './bot-api.js';
import { telegramBotOf, type TelegramBot } from './telegram-bot.js';

const LINK_TTL_MS = 15 * 60 * 1000;
// https://core.telegram.org/api/links#bot-links: a start parameter is up to 64 of A-Z a-z 0-9 _ -.
const START = /^\/start(?:@\w+)?(?:\s+([A-Za-z0-9_-]{1,64}))?\s*$/;
const STOP = /^\/stop(?:@\w+)?\s*$/;

export const BOT_REPLIES = {
  linked: 'Готово! Теперь уведомления будут приходить сюда. Отключить их можно в профиле или командой /stop.',
  expired: 'Ссылка устарела или уже использована. Открой профиль на сайте и нажми «Подключить Telegram» ещё раз.',
  hello: 'Привет! Чтобы получать здесь уведомления, открой профиль на сайте и нажми «Подключить Telegram».',
  stopped: 'Уведомления отключены. Подключить их снова можно в профиле на сайте.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `/settings/app/` telegramBot: the bot's username while Telegram is on. */
export const telegramBot = (config: Config): string | undefined => telegramBotOf(config)?.username;

export async function telegramState(db: Db, bot: TelegramBot, userId: number): Promise<TelegramState> {
  return { linked: (await chatOf(db, userId)) !== undefined, bot: bot.username };
}

/** A one-time deep link: whoever presses Start in the bot with it links that chat to this user. */
export async function createLink(db: Db, bot: TelegramBot, userId: number, now = new Date()): Promise<TelegramLink> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await storeLinkToken(db, userId, hashToken(token), expiresAt);
  return { url: `https://t.me/${bot.username}?start=${token}`, expiresAt: expiresAt.toISOString() };
}

export const unlink = (db: Db, userId: number) => unlinkUser(db, userId);

/** What the bot answers a message with, if anything; links and unlinks on the way. */
async function answer(db: Db, chatId: number, text: string, now: Date): Promise<string | undefined> {
  const start = START.exec(text);
  if (start) {
    if (!start[1]) return BOT_REPLIES.hello;
    const userId = await db.transaction(async (tx) => {
      const owner = await takeLinkToken(tx, hashToken(start[1]!), now);
      if (owner !== undefined) await linkChat(tx, owner, chatId);
      return owner;
    });
    return userId === undefined ? BOT_REPLIES.expired : BOT_REPLIES.linked;
  }
  if (STOP.test(text)) {
    await unlinkChat(db, chatId);
    return BOT_REPLIES.stopped;
  }
  return undefined;
}

/**
 * A Bot API update: private chats link with `/start <token>` and unlink with `/stop`. Answers the
 * reply to send, if any; the caller sends it, so a failed reply does not have Telegram repeat a link.
 */
export async function handleUpdate(db: Db, update: TelegramUpdate, now = new Date()): Promise<SendMessage | undefined> {
  const message = update.message;
  if (!message?.text || message.chat.type !== 'private') return undefined;
  const text = await answer(db, message.chat.id, message.text, now);
  return text === undefined ? undefined : { chatId: message.chat.id, text };
}
