import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_DEC_TOKEN_SECRET, E2E_JWT_SECRET } from '../playwright.config';
import { DEMO_PASSWORD, apiGet, seriousProblems, signIn } from './support';

/** Issue 15 "platform": live flags, dec sign-in, the lesson page's lessons of its month. docs/flags.md. */

const sign = (claims: Record<string, unknown>, subject: string, secret: string, expires: string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));

/** A flag editor's token (MAIN_MANAGER_ROLE) for the demo manager. */
async function flagEditorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v3/auth/login/', {
    data: { email: 'manager@example.com', password: DEMO_PASSWORD },
    headers: { platform: 'newdesign' },
  });
  expect(login.ok()).toBe(true);
  const { user } = (await login.json()) as { user: { id: number } };
  return sign({ role: 'MAIN_MANAGER_ROLE' }, String(user.id), E2E_JWT_SECRET, '5m');
}

async function setFlag(request: APIRequestContext, token: string, key: string, defaultValue: unknown) {
  const res = await request.put(`/api/flags/${key}/`, {
    data: { defaultValue },
    headers: { platform: 'newdesign', authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function checkLooks(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      expect(await seriousProblems(page), `${name} ${scheme} ${viewport.width}px`).toEqual([]);
      await page.screenshot({ path: `test-results/platform/${name}-${scheme}-${viewport.width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a flag changed on the server reaches the open page without a reload (spec 1 §7 event stream)', async ({
  page,
  request,
}) => {
  const token = await flagEditorToken(request);
  await signIn(page, 'student@example.com');
  await page.goto('/home');
  const widget = page.getByRole('region', { name: 'Серия дней' });
  await expect(widget).toBeVisible();
  // Survives only while the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  try {
    await setFlag(request, token, 'student-activity', false);
    await expect(widget).toBeHidden();
    await setFlag(request, token, 'student-activity', true);
    await expect(widget).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await setFlag(request, token, 'student-activity', true);
  }
});

test('a sister platform signs the student in with a dec token (AuthorizationByType, spec 1 §3)', async ({ page }) => {
  const token = await sign({}, 'student@example.com', E2E_DEC_TOKEN_SECRET, '2m');
  await page.goto(`/login/dec?dec_token=${token}&redirect=${encodeURIComponent('/profile')}`);
  await expect(page).toHaveURL(/\/profile$/);
  const me = await apiGet<{ email: string }>(page, '/v3/auth/verify/');
  expect(me.email).toBe('student@example.com');

  // A token of another secret is refused and leaves the address bar.
  const forged = await sign({}, 'student@example.com', 'not-the-secret', '2m');
  const fresh = await page.context().browser()!.newPage();
  await fresh.goto(`/login/dec?dec_token=${forged}`);
  await expect(fresh.getByRole('heading', { name: 'Не удалось войти' })).toBeVisible();
  await expect(fresh).toHaveURL(/\/login\/dec$/);
  expect(await fresh.evaluate(() => localStorage.getItem('auth.access'))).toBeNull();
  await checkLooks(fresh, 'dec-failed');
  await fresh.close();

  // Another type of sign-in is not a page.
  await page.goto('/login/other');
  await expect(page).toHaveURL(/\/not-found$/);
});

test("the lesson page lists the student's lessons of the lesson's first month (spec 3 §7)", async ({ page }) => {
  await signIn(page, 'student@example.com');
  type Wire = { product_type: { id: number } };
  const productTypes = await apiGet<Wire[]>(page, '/products/my/new/');
  let found: { id: number; month: { id: number; title: string } } | null = null;
  for (const { product_type } of productTypes) {
    const list = await apiGet<{ results: { id: number }[] }>(page, `/v3/lessons/?product_type=${product_type.id}`);
    for (const { id } of list.results) {
      const detail = await apiGet<{ mg_months: { id: number; title: string }[] }>(page, `/v2/lessons/${id}/`);
      if (detail.mg_months[0]) {
        found = { id, month: detail.mg_months[0] };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'the seed has a master-group lesson with a month').not.toBeNull();
  const listCall = page.waitForRequest((req) => req.url().includes('/api/v3/lessons/?'));
  await page.goto(`/lesson/${found!.id}`);
  const url = new URL((await listCall).url());
  expect(url.searchParams.get('mg_months')).toBe(String(found!.month.id));
  const section = page.getByRole('region', { name: `Мои уроки: ${found!.month.title}` });
  await expect(section).toBeVisible();
  await expect(section.getByText('Ты здесь')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await checkLooks(page, 'lesson-my-lessons');
});
