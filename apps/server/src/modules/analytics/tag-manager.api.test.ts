import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';

const GTM_HOST = 'https://www.googletagmanager.com';

describe('the tag-manager id (spec 2 §5), configured by GTM_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GTM_ID: 'GTM-AB12CD3' });
  });
  afterAll(() => t?.close());

  it('reaches the web app in /settings/app/, and the CSP lets its script load', async () => {
    const res = await get(t.app, '/settings/app/');
    expect(res.body.tag_manager_id).toBe('GTM-AB12CD3');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${GTM_HOST}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${GTM_HOST}`));
  });

  it('unset: null in the settings and no tag-manager host in the CSP', async () => {
    const plain = await buildApp({ ...t.config, GTM_ID: undefined }, t.database);
    try {
      const res = await get(plain, '/settings/app/');
      expect(res.body.tag_manager_id).toBeNull();
      expect(String(res.headers['content-security-policy'])).not.toContain(GTM_HOST);
    } finally {
      await plain.close();
    }
  });

  it('an id that is not GTM- followed by digits or capitals stops the start', () => {
    for (const bad of ['GTM-ab12', 'gtm-AB12', 'GTM-', 'UA-12345', 'GTM-AB 12', 'GTM-AB12"><script>']) {
      expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), GTM_ID: bad }), bad).toThrow(/GTM_ID/);
    }
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), GTM_ID: 'GTM-5X9Z' }).GTM_ID).toBe('GTM-5X9Z');
  });
});
