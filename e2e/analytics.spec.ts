import { expect, test } from '@playwright/test';
import { signInOnIdentityPage } from './support';
import { amendFlags } from './amend-json';

/**
 * Spec 1 §3, spec 3 §7: a visitor arriving from a partner's link signs in; with site-4153 on the
 * params of the arrival reach POST /v2/cpa/markers/, and the events carry spec 2 §9's cookies.
 */
test('the arrival’s marketing params become CPA markers after sign-in; events carry the session', async ({ page }) => {
  await amendFlags(page, { 'site-4153': true });
  const markers = page.waitForRequest((request) => request.url().endsWith('/api/v2/cpa/markers/'));
  const identify = page.waitForRequest((request) => request.url().endsWith('/api/s/identify'));

  await page.goto('/?utm_source=admitad&utm_medium=cpa&cl_uid=c1');
  await signInOnIdentityPage(page, 'student@example.com');
  // The first interaction ends the inactivity timer, after which analytics and markers go.
  await page.mouse.move(20, 20);

  const sent = await markers;
  expect(sent.method()).toBe('POST');
  expect(sent.postDataJSON()).toEqual({ utm_source: 'admitad', utm_medium: 'cpa', cl_uid: 'c1' });
  expect((await sent.response())?.status()).toBe(201);

  const identified = await identify;
  const event = identified.postDataJSON() as { traits: Record<string, unknown>; context: { sessionId?: string } };
  expect(event.traits).toMatchObject({ email: 'student@example.com', id: expect.any(Number) });
  expect(event.context.sessionId).toMatch(/^[0-9a-f-]{36}$/);

  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.__eventn_id?.value).toBeTruthy();
  expect(cookies.__eventn_sid?.value).toContain(event.context.sessionId);
});
