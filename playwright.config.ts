import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_JWT_SECRET = 'e2e-jwt-secret';
/** The sister platform's dec-token secret (e2e/platform.spec.ts signs its own tokens). */
export const E2E_DEC_TOKEN_SECRET = 'e2e-dec-token-secret';

/**
 * End-to-end flows in the system Chromium against the built web app and the real
 * server on a fresh embedded database (`npm run test:e2e` builds first).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // page.route() never sees a request the service worker answers, and most specs stub flags or
    // fail chunks through it: the worker runs only where a spec tests it (pwa, web push).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // The lesson test starts the sample video without a click.
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: 'rm -rf test-results/e2e-data && node --enable-source-maps apps/server/dist/server.js',
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: 'test-results/e2e-data',
      JWT_SECRET: E2E_JWT_SECRET,
      DEC_TOKEN_SECRET: E2E_DEC_TOKEN_SECRET,
      // Flag streams see a change within 200 ms (docs/flags.md).
      FLAGS_STREAM_POLL_MS: '200',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      // Every spec signs the demo accounts in, registers and resets from one address: keep the
      // per-address and per-account limits (docs/security.md) out of the way.
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ACCOUNT_RATE_LIMIT: '10000',
      PASSWORD_RESET_RATE_LIMIT: '1000',
      PASSWORD_RESET_IP_RATE_LIMIT: '1000',
      REGISTRATION_RATE_LIMIT: '1000',
    },
  },
});
