import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../test/test-app.js';

describe('security headers (docs/security.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('every answer carries the CSP, nosniff, framing and referrer policies', async () => {
    for (const path of ['/api/settings/app/', '/api/v9/unknown/']) {
      const { headers } = await get(t.app, path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' https:\/\/widget\.cloudpayments\.ru/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Served over http: HSTS would pin a browser to an https that does not exist.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('HSTS and upgrade-insecure-requests once the site is served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://school.example' });
    try {
      const { headers } = await get(https.app, '/api/settings/app/');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe('API reference in production', () => {
  it('is not public unless API_DOCS=true', async () => {
    const closed = await createTestApp({ NODE_ENV: 'production' });
    const open = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      for (const path of ['/api/openapi.json', '/api/docs']) {
        expect((await get(closed.app, path)).status).toBe(404);
        expect((await get(open.app, path)).status).toBe(200);
      }
      // The docs page runs its script from a file: the CSP allows no inline script.
      const page = await get(open.app, '/api/docs');
      expect(page.body).toContain('<script src="/api/docs.js">');
      expect((await get(open.app, '/api/docs.js')).headers['content-type']).toMatch(/javascript/);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});
