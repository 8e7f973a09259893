import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type EnvOverrides, type TestApp } from '../../test/test-app.js';
import { expectError } from '../../test/expect-error.js';
import { OutboxMessenger } from './messenger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /dev/outbox/', () => {
  it('is empty on a fresh deployment', async () => {
    const res = await get(t.app, '/dev/outbox/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists what the local messenger stored, newest first, in snake_case', async () => {
    const outbox = new OutboxMessenger(t.db);
    await outbox.send({ channel: 'email', recipient: 'a@example.com', subject: 'Первое', body: 'Текст' });
    await outbox.send({ channel: 'sms', recipient: '79161234567', subject: 'Код', body: '1234' });
    const res = await get(t.app, '/dev/outbox/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        channel: 'sms',
        recipient: '79161234567',
        subject: 'Код',
        body: '1234',
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        channel: 'email',
        recipient: 'a@example.com',
        subject: 'Первое',
        body: 'Текст',
        created_at: expect.any(String),
      },
    ]);
  });
});

describe('GET /dev/outbox/ from another machine (issue 7 item 4)', () => {
  const secret = 'Ссылка для сброса пароля: https://school.example/reset?t=secret';
  beforeAll(async () => {
    await new OutboxMessenger(t.db).send({
      channel: 'email',
      recipient: 'v@example.com',
      subject: 'Сброс',
      body: secret,
    });
  });

  it('answers 200 on this machine, over IPv4 and IPv6', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get(t.app, '/dev/outbox/', { ip });
      expect(res.status, ip).toBe(200);
      expect(JSON.stringify(res.body)).toContain(secret);
    }
  });

  it('answers 404 to an address on the network', async () => {
    for (const ip of ['10.0.0.7', '192.168.1.20', '203.0.113.9', 'fe80::1']) {
      const res = expectError(await get(t.app, '/dev/outbox/', { ip }), 404, { attr: null, code: 'not_found' });
      expect(JSON.stringify(res)).not.toContain('secret');
    }
  });

  it('answers 404 to a forged X-Forwarded-For: 127.0.0.1 from the network', async () => {
    for (const header of ['x-forwarded-for', 'x-real-ip']) {
      const res = await get(t.app, '/dev/outbox/', { ip: '10.0.0.7', headers: { [header]: '127.0.0.1' } });
      expectError(res, 404, { code: 'not_found' });
    }
  });

  it('answers 404 to a request relayed by a local proxy that TRUST_PROXY does not name', async () => {
    const res = await get(t.app, '/dev/outbox/', { ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expectError(res, 404, { code: 'not_found' });
  });
});

describe('GET /dev/outbox/ behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(() => proxied?.close());

  it('answers 404 to a client the proxy names, even one claiming 127.0.0.1 before it', async () => {
    for (const forwarded of ['203.0.113.9', '127.0.0.1, 203.0.113.9']) {
      const res = await get(proxied.app, '/dev/outbox/', { ip: '10.0.0.1', headers: { 'x-forwarded-for': forwarded } });
      expectError(res, 404, { code: 'not_found' });
    }
  });
});

describe('GET /dev/outbox/ in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: 'production', OUTBOX_PAGE: 'true' } as EnvOverrides);
  });
  afterAll(() => production?.close());

  it('answers 404 even on this machine and with OUTBOX_PAGE=true', async () => {
    expectError(await get(production.app, '/dev/outbox/', { ip: '127.0.0.1' }), 404, { code: 'not_found' });
  });
});

describe('GET /dev/outbox/ with SMTP configured', () => {
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => smtp?.close());

  it('answers 404: e-mail really leaves, there is no outbox to read', async () => {
    expectError(await get(smtp.app, '/dev/outbox/'), 404, { attr: null, code: 'not_found' });
  });
});

describe('GET /dev/outbox/ with OUTBOX_PAGE=false (the production default)', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ OUTBOX_PAGE: 'false' });
  });
  afterAll(() => production?.close());

  it('answers 404: reset links must not be public', async () => {
    expectError(await get(production.app, '/dev/outbox/'), 404, { attr: null, code: 'not_found' });
  });
});
