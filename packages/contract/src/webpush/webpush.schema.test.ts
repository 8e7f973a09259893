import { describe, expect, it } from 'vitest';
import { WebPushBodySchema } from './webpush.schema.js';

const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
const body = (endpoint: string, extra: object = {}) => ({
  subscription: { endpoint, expirationTime: null, keys, ...extra },
  browser: 'Chrome',
  userAgent: 'Mozilla/5.0',
});
const valid = (value: unknown) => WebPushBodySchema.safeParse(value).success;

describe('WebPushBodySchema (spec 3 §7)', () => {
  it('takes an https endpoint and http only on this machine', () => {
    expect(valid(body('https://fcm.googleapis.com/fcm/send/abc'))).toBe(true);
    expect(valid(body('http://localhost:3421/push/1'))).toBe(true);
    expect(valid(body('http://127.0.0.1/push/1'))).toBe(true);
    expect(valid(body('http://push.example.com/1'))).toBe(false);
    expect(valid(body('http://localhost.evil.com/1'))).toBe(false);
    expect(valid(body('ftp://push.example.com/1'))).toBe(false);
    expect(valid(body('https://user:pass@push.example.com/1'))).toBe(false);
    expect(valid(body(`https://push.example.com/${'a'.repeat(2100)}`))).toBe(false);
  });

  it('needs both keys in base64url of a plausible length', () => {
    const endpoint = 'https://push.example.com/1';
    expect(valid(body(endpoint, { keys: { p256dh: keys.p256dh } }))).toBe(false);
    expect(valid(body(endpoint, { keys: { ...keys, p256dh: 'short' } }))).toBe(false);
    expect(valid(body(endpoint, { keys: { ...keys, auth: '!'.repeat(22) } }))).toBe(false);
    expect(valid(body(endpoint, { keys: { ...keys, auth: 'a'.repeat(60) } }))).toBe(false);
  });

  it('caps the browser and user agent', () => {
    const ok = body('https://push.example.com/1');
    expect(valid({ ...ok, browser: 'x'.repeat(101) })).toBe(false);
    expect(valid({ ...ok, userAgent: 'x'.repeat(1001) })).toBe(false);
    expect(WebPushBodySchema.parse({ subscription: ok.subscription })).toMatchObject({ browser: '', userAgent: '' });
  });
});
