import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
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
