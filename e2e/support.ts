import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../playwright.config';

export const DEMO_PASSWORD = 'demo1234';

/** Fills the identity login page the app sent us to and waits to be back in the app. */
export async function signInOnIdentityPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/id\/login\?/);
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/id/') && !url.pathname.startsWith('/oauth-callback'));
}

/** Signs in from the root, the way a person starts: / -> login -> identity page -> back. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await signInOnIdentityPage(page, email);
}

/**
 * Signs in by putting the tokens where the app keeps them (shared/session/token-store.ts), before
 * any script of the page runs: for specs about what comes after sign-in (session.spec.ts tests the
 * sign-in pages themselves). Returns the access token.
 */
export async function signInByTokens(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/v3/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  const { access, refresh } = (await login.json()) as { access: string; refresh: string };
  await page.addInitScript(
    ([a, r]) => {
      localStorage.setItem('auth.access', a!);
      localStorage.setItem('auth.refresh', r!);
    },
    [access, refresh],
  );
  return access;
}

/** An access token of the e2e server's secret that expired a minute ago. */
export function expiredAccessToken(userId: number, role: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

/** GET on the API as the signed-in page user, the way the app calls it. */
export function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(`/api${url}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth.access')}`, Platform: 'newdesign' },
    });
    return (await response.json()) as T;
  }, path) as Promise<T>;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe's serious and critical findings on the page as it is now. */
export async function seriousProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 100)).join(' | ')}`);
}
