import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PushPayloadSchema } from '@school/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';
import type { OutgoingNotification } from '../notifications/channel.js';
import { FakePushService, verifyVapid, type FakeBrowser } from './fake-push-service.js';
import { PushChannel } from './push-channel.js';
import { webPushSubscriptions } from './webpush.schema.js';
import { subscribe } from './webpush.service.js';
import { vapidDetails } from './vapid.js';

let t: TestApp;
const push = new FakePushService();
beforeAll(async () => {
  await push.start();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await push.close();
});

const channel = () => new PushChannel({ config: t.config, db: t.db, log: t.app.log });

async function userWith(...browsers: FakeBrowser[]) {
  const user = await buildUser(t.db);
  for (const browser of browsers) {
    await subscribe({ ...t, log: t.app.log }, user.id, {
      subscription: { endpoint: browser.endpoint, keys: browser.keys },
      browser: 'Chrome',
      userAgent: 'test',
    });
  }
  return user.id;
}

const notification = (userId: number, fields: Partial<OutgoingNotification> = {}): OutgoingNotification => ({
  id: 41,
  userId,
  type: 'homework_checked',
  title: 'Домашка проверена',
  text: 'Загляни, что сказал куратор',
  url: '/homework/7',
  urgent: false,
  ...fields,
});

const rowsOf = (userId: number) =>
  t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId));

describe('PushChannel', () => {
  it('sends each of the user’s browsers an encrypted, VAPID-signed message the service worker can read', async () => {
    const phone = push.browser();
    const laptop = push.browser();
    const userId = await userWith(phone, laptop);
    await channel().send(notification(userId));

    const vapid = await vapidDetails(t.config, t.db);
    for (const browser of [phone, laptop]) {
      const [received] = push.to(browser);
      expect(received).toBeDefined();
      const { headers, body } = received!;
      expect(headers['content-encoding']).toBe('aes128gcm');
      expect(headers['content-type']).toBe('application/octet-stream');
      expect(headers.ttl).toBe(String(24 * 60 * 60));
      expect(headers.urgency).toBe('normal');
      const { claims, publicKey } = verifyVapid(headers.authorization);
      expect(publicKey).toBe(vapid.publicKey);
      expect(claims).toMatchObject({ aud: push.url, sub: vapid.subject });
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      const payload = PushPayloadSchema.parse(JSON.parse(browser.decrypt(body)));
      expect(payload).toEqual({
        title: 'Домашка проверена',
        body: 'Загляни, что сказал куратор',
        url: '/homework/7',
        tag: 'notification-41',
      });
    }
  });

  it('marks a lesson starting now urgent: high urgency and a short life', async () => {
    const phone = push.browser();
    await channel().send(notification(await userWith(phone), { urgent: true, url: null }));
    const [received] = push.to(phone);
    expect(received!.headers.urgency).toBe('high');
    expect(received!.headers.ttl).toBe(String(15 * 60));
    expect(JSON.parse(phone.decrypt(received!.body)).url).toBe('/');
  });

  it('removes a subscription the push service calls gone (410) or unknown (404)', async () => {
    const gone = push.browser();
    const unknown = push.browser();
    const alive = push.browser();
    push.statusFor.set(new URL(gone.endpoint).pathname, 410);
    push.statusFor.set(new URL(unknown.endpoint).pathname, 404);
    const userId = await userWith(gone, unknown, alive);
    await channel().send(notification(userId));
    expect((await rowsOf(userId)).map((row) => row.endpoint)).toEqual([alive.endpoint]);
  });

  it('logs other failures and keeps the subscription; retries only when no device got it', async () => {
    const failing = push.browser();
    const working = push.browser();
    push.statusFor.set(new URL(failing.endpoint).pathname, 500);
    const log = { ...t.app.log, warn: vi.fn() } as unknown as typeof t.app.log;
    const mixed = await userWith(failing, working);
    await new PushChannel({ config: t.config, db: t.db, log }).send(notification(mixed));
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), expect.any(String));
    expect(await rowsOf(mixed)).toHaveLength(2);

    const onlyFailing = push.browser();
    push.statusFor.set(new URL(onlyFailing.endpoint).pathname, 503);
    const stuck = await userWith(onlyFailing);
    await expect(new PushChannel({ config: t.config, db: t.db, log }).send(notification(stuck))).rejects.toThrow();
    expect(await rowsOf(stuck)).toHaveLength(1);
  });

  it('does nothing for a user without subscriptions', async () => {
    const before = push.received.length;
    await channel().send(notification((await buildUser(t.db)).id));
    expect(push.received.length).toBe(before);
  });
});
