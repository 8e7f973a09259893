import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectNotAuthenticated } from '../../test/expect-error.js';
import type { OutgoingNotification } from '../notifications/channel.js';
import { FakeBotApi } from './fake-bot-api.js';
import { telegramBotOf } from './telegram-bot.js';
import { TelegramChannel } from './telegram-channel.js';
import { registerWebhook } from './telegram.routes.js';
import { telegramLinks, telegramLinkTokens } from './telegram.schema.js';
import { BOT_REPLIES } from './telegram.service.js';

const STATE = '/v2/notifications/telegram/';
const LINK = '/v2/notifications/telegram/link/';
const WEBHOOK = '/telegram/webhook/';
const BOT_TOKEN = '123456:test-bot-token';
const PUBLIC_URL = 'https://school.example';
const SECRET = createHmac('sha256', BOT_TOKEN).update('telegram-webhook').digest('hex');

let t: TestApp;
const telegram = new FakeBotApi();
beforeAll(async () => {
  await telegram.start();
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: '@vector_school_bot',
    TELEGRAM_API_URL: telegram.url,
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await t?.close();
  await telegram.close();
});

async function user() {
  const built = await buildUser(t.db);
  return { ...built, token: await accessTokenFor(built) };
}

let nextChat = 5000;
const chatId = () => ++nextChat;
let nextUpdate = 1;
/** A Bot API update as Telegram posts it (snake_case JSON). */
const update = (chat: number, text: string, type = 'private') => ({
  update_id: nextUpdate++,
  message: {
    message_id: 1,
    date: Math.floor(Date.now() / 1000),
    from: { id: chat, is_bot: false, first_name: 'Аня' },
    chat: { id: chat, type, first_name: 'Аня' },
    text,
  },
});
/** `null`: no secret header at all. */
const webhook = (body: object, secret: string | null = SECRET) =>
  api(t.app, 'POST', WEBHOOK, { body, headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret } });

async function linkToken(token: string): Promise<string> {
  const res = await post(t.app, LINK, undefined, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return new URL(res.body.url as string).searchParams.get('start')!;
}

const lastReply = (chat: number) => telegram.sent(chat).at(-1)?.params.text;
const linkOf = async (userId: number) =>
  (await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId)))[0]?.chatId;

describe('linking a Telegram chat', () => {
  it('gives a one-time deep link to the bot that expires in 15 minutes', async () => {
    const me = await user();
    const before = Date.now();
    const res = await post(t.app, LINK, undefined, { token: me.token });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^https:\/\/t\.me\/vector_school_bot\?start=[A-Za-z0-9_-]{32}$/);
    const expires = Date.parse(res.body.expires_at as string) - before;
    expect(expires).toBeGreaterThan(14 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);
    // Only a hash is kept.
    const stored = await t.db.select().from(telegramLinkTokens).where(eq(telegramLinkTokens.userId, me.id));
    expect(stored).toHaveLength(1);
    expect(res.body.url).not.toContain(stored[0]!.tokenHash);
  });

  it('links the chat that sends /start <token>, replies in Russian and shows it in the state', async () => {
    const me = await user();
    expect((await get(t.app, STATE, { token: me.token })).body).toEqual({ linked: false, bot: 'vector_school_bot' });
    const chat = chatId();
    const res = await webhook(update(chat, `/start ${await linkToken(me.token)}`));
    expect(res.status).toBe(200);
    expect(await linkOf(me.id)).toBe(chat);
    expect(lastReply(chat)).toBe(BOT_REPLIES.linked);
    expect(telegram.sent(chat).at(-1)?.token).toBe(BOT_TOKEN);
    expect((await get(t.app, STATE, { token: me.token })).body).toEqual({ linked: true, bot: 'vector_school_bot' });
  });

  it('takes a token once, and not after it expired; a new link replaces the last', async () => {
    const me = await user();
    const token = await linkToken(me.token);
    const first = chatId();
    await webhook(update(first, `/start ${token}`));
    const second = chatId();
    await webhook(update(second, `/start ${token}`));
    expect(lastReply(second)).toBe(BOT_REPLIES.expired);
    expect(await linkOf(me.id)).toBe(first);

    const other = await user();
    const old = await linkToken(other.token);
    const fresh = await linkToken(other.token);
    await webhook(update(chatId(), `/start ${old}`));
    expect(await linkOf(other.id)).toBeUndefined();
    await t.db
      .update(telegramLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramLinkTokens.userId, other.id));
    const late = chatId();
    await webhook(update(late, `/start ${fresh}`));
    expect(lastReply(late)).toBe(BOT_REPLIES.expired);
    expect(await linkOf(other.id)).toBeUndefined();
  });

  it('refuses updates without this deployment’s secret header before reading them', async () => {
    const me = await user();
    const token = await linkToken(me.token);
    const chat = chatId();
    expectError(await webhook(update(chat, `/start ${token}`), null), 401, { code: 'invalid_secret' });
    expectError(await webhook(update(chat, `/start ${token}`), 'wrong'), 401, { code: 'invalid_secret' });
    expectError(await webhook({ nonsense: true }, SECRET.replace(/.$/, '0')), 401, { code: 'invalid_secret' });
    expect(await linkOf(me.id)).toBeUndefined();
    expect(telegram.sent(chat)).toEqual([]);
  });

  it('ignores groups, greets a bare /start, and unlinks on /stop', async () => {
    const me = await user();
    const group = -chatId();
    await webhook(update(group, `/start ${await linkToken(me.token)}`, 'group'));
    expect(await linkOf(me.id)).toBeUndefined();
    expect(telegram.sent(group)).toEqual([]);

    const chat = chatId();
    await webhook(update(chat, '/start'));
    expect(lastReply(chat)).toBe(BOT_REPLIES.hello);
    await webhook(update(chat, `/start ${await linkToken(me.token)}`));
    expect(await linkOf(me.id)).toBe(chat);
    await webhook(update(chat, '/stop'));
    expect(lastReply(chat)).toBe(BOT_REPLIES.stopped);
    expect(await linkOf(me.id)).toBeUndefined();
  });

  it('gives a chat linked by another user over to the new one', async () => {
    const first = await user();
    const second = await user();
    const chat = chatId();
    await webhook(update(chat, `/start ${await linkToken(first.token)}`));
    await webhook(update(chat, `/start ${await linkToken(second.token)}`));
    expect(await linkOf(first.id)).toBeUndefined();
    expect(await linkOf(second.id)).toBe(chat);
  });

  it('unlinks with DELETE, only the caller', async () => {
    const me = await user();
    const other = await user();
    const mine = chatId();
    const theirs = chatId();
    await webhook(update(mine, `/start ${await linkToken(me.token)}`));
    await webhook(update(theirs, `/start ${await linkToken(other.token)}`));
    expect((await api(t.app, 'DELETE', LINK, { token: me.token })).status).toBe(200);
    expect((await get(t.app, STATE, { token: me.token })).body.linked).toBe(false);
    expect(await linkOf(other.id)).toBe(theirs);
    expect((await api(t.app, 'DELETE', LINK, { token: me.token })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expectNotAuthenticated(await get(t.app, STATE));
    expectNotAuthenticated(await post(t.app, LINK));
    expectNotAuthenticated(await api(t.app, 'DELETE', LINK));
  });

  it('names the bot in /settings/app/', async () => {
    expect((await get(t.app, '/settings/app/')).body.telegram_bot).toBe('vector_school_bot');
  });
});

describe('TelegramChannel', () => {
  const channel = () => new TelegramChannel({ config: t.config, db: t.db, log: t.app.log }, telegramBotOf(t.config)!);
  const notification = (userId: number, fields: Partial<OutgoingNotification> = {}): OutgoingNotification => ({
    id: 9,
    userId,
    type: 'lesson_start',
    title: 'Урок начинается',
    text: 'Через 10 минут: Алгебра',
    url: '/lesson/12',
    urgent: true,
    ...fields,
  });
  async function linkedUser() {
    const me = await user();
    const chat = chatId();
    await webhook(update(chat, `/start ${await linkToken(me.token)}`));
    return { userId: me.id, chat };
  }

  it('sends the text with a button that opens the app where the notification leads', async () => {
    const { userId, chat } = await linkedUser();
    await channel().send(notification(userId));
    expect(telegram.sent(chat).at(-1)?.params).toMatchObject({
      chat_id: chat,
      text: 'Урок начинается\n\nЧерез 10 минут: Алгебра',
      reply_markup: { inline_keyboard: [[{ text: 'Открыть', url: `${PUBLIC_URL}/lesson/12` }]] },
    });
  });

  it('sends nothing to a user without a linked chat', async () => {
    const before = telegram.calls.length;
    await channel().send(notification((await user()).id));
    expect(telegram.calls.length).toBe(before);
  });

  it('unlinks a chat whose user blocked the bot (403)', async () => {
    const { userId, chat } = await linkedUser();
    telegram.failFor.set(chat, { status: 403, description: 'Forbidden: bot was blocked by the user' });
    await channel().send(notification(userId));
    expect(await linkOf(userId)).toBeUndefined();
  });

  it('throws on a rate limit or an outage so the delivery is retried, and keeps the link', async () => {
    const { userId, chat } = await linkedUser();
    telegram.failFor.set(chat, { status: 429, description: 'Too Many Requests: retry after 5' });
    await expect(channel().send(notification(userId))).rejects.toThrow(/429/);
    telegram.failFor.set(chat, { status: 502, description: 'Bad Gateway' });
    await expect(channel().send(notification(userId))).rejects.toThrow(/502/);
    expect(await linkOf(userId)).toBe(chat);
  });

  it('sets the webhook with the secret when PUBLIC_URL is https, and not otherwise', async () => {
    const bot = telegramBotOf(t.config)!;
    expect(await registerWebhook(bot, 'http://localhost:3000')).toBe(false);
    expect(telegram.calls.some((call) => call.method === 'setWebhook')).toBe(false);
    expect(await registerWebhook(bot, PUBLIC_URL)).toBe(true);
    expect(telegram.calls.find((call) => call.method === 'setWebhook')?.params).toEqual({
      url: `${PUBLIC_URL}/api/telegram/webhook/`,
      secret_token: SECRET,
      allowed_updates: ['message'],
    });
  });
});

describe('without TELEGRAM_BOT_TOKEN', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off?.close());

  it('nothing of Telegram is reachable', async () => {
    const me = await buildUser(off.db);
    const token = await accessTokenFor(me);
    expect((await get(off.app, STATE, { token })).status).toBe(404);
    expect((await post(off.app, LINK, undefined, { token })).status).toBe(404);
    expect((await api(off.app, 'DELETE', LINK, { token })).status).toBe(404);
    expect((await api(off.app, 'POST', WEBHOOK, { body: update(1, '/start x') })).status).toBe(404);
    expect((await get(off.app, '/settings/app/')).body.telegram_bot).toBeUndefined();
  });
});
