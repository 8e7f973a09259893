import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startFakeSentry, type FakeSentry } from '../apps/server/src/error-reporting/fake-sentry';
import { E2E_JWT_SECRET } from '../playwright.config';
import { stopServer } from '../scripts/server-process';
import { DEMO_PASSWORD } from './support';

/**
 * Spec 2 §8 / spec 3 §8: with a DSN configured, an error thrown in the page reaches Sentry — here a
 * local fake of its ingest (node:http). The suite's own server has no DSN, so this spec starts a
 * second one, the built server as production runs it, on a port of its own.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = 'test-results/e2e-data-error-reporting';

// A second server's first start (migrations, demo data) is slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

let fake: FakeSentry;
let server: ChildProcess;

test.beforeAll(async () => {
  fake = await startFakeSentry();
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    // Not the test runner's environment: its NODE_OPTIONS load Playwright's TypeScript hooks.
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      DATA_DIR,
      JWT_SECRET: E2E_JWT_SECRET,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      SENTRY_DSN: fake.dsn,
      SENTRY_ENVIRONMENT: 'e2e',
      SENTRY_RELEASE: 'e2e-release',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${PORT}/health`).then(
          (res) => res.ok,
          () => false,
        ),
      { timeout: 150_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await stopServer(server);
  await fake?.close();
});

test('an error thrown in the page reaches the DSN with the user, environment and release', async ({ page }) => {
  const login = await page.request.post(`${ORIGIN}/api/v3/auth/login/`, {
    data: { email: 'student@example.com', password: DEMO_PASSWORD },
  });
  const { access, refresh, user } = (await login.json()) as { access: string; refresh: string; user: { id: number } };
  await page.addInitScript(
    ([a, r]) => {
      localStorage.setItem('auth.access', a!);
      localStorage.setItem('auth.refresh', r!);
    },
    [access, refresh],
  );
  const sdk = page.waitForRequest((request) => /\/assets\/sentry-client-/.test(request.url()));
  await page.goto(`${ORIGIN}/home`);
  await sdk;
  await expect(page.getByRole('banner')).toBeVisible();
  // The SDK installs its handlers once loaded: throw until one report of it arrives.
  await expect
    .poll(async () => {
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('e2e: thrown in the page');
        }),
      );
      return fake.envelopes.some((envelope) => envelope.includes('e2e: thrown in the page'));
    })
    .toBe(true);
  const report = fake.envelopes.find((envelope) => envelope.includes('e2e: thrown in the page'))!;
  expect(report).toContain(`"user":{"id":"${user.id}"}`);
  expect(report).toContain('"environment":"e2e"');
  expect(report).toContain('"release":"e2e-release"');
});

test('a network failure is not reported', async ({ page }) => {
  await page.goto(`${ORIGIN}/id/login`);
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const thrownUntilReported = (marker: string) =>
    expect
      .poll(async () => {
        await page.evaluate(
          (text) =>
            setTimeout(() => {
              throw new Error(text);
            }),
          marker,
        );
        return fake.envelopes.some((envelope) => envelope.includes(marker));
      })
      .toBe(true);
  // The SDK is running once a first marker arrives; the network failure is thrown between two.
  await thrownUntilReported('e2e: before the network error');
  await page.evaluate(() =>
    fetch('http://127.0.0.1:9/unreachable').catch((error: unknown) =>
      setTimeout(() => {
        throw error;
      }),
    ),
  );
  await thrownUntilReported('e2e: after the network error');
  expect(fake.envelopes.join('\n')).not.toContain('Failed to fetch');
});

test('without a DSN the page never downloads the SDK', async ({ page }) => {
  const sdk: string[] = [];
  page.on('request', (request) => {
    if (/sentry/.test(request.url())) sdk.push(request.url());
  });
  await page.goto('/id/login');
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdk).toEqual([]);
});
