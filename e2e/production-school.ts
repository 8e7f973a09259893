import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ProductionSchool {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Issue 16 "open a school from empty production": a server of its own in production mode on a fresh
 * embedded database — no demo seed, no sandbox, no outbox — whose only account is the administrator
 * `create-admin` made before the start (PGlite has one owner process at a time).
 */
export async function startProductionSchool(port: number, admin: { email: string; password: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-prod-'));
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    JWT_SECRET: 'production-school-e2e-secret-long-enough',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ACCOUNT_RATE_LIMIT: '10000',
  };
  delete env.SEED_DEMO;
  delete env.SANDBOX_PAYMENTS;
  delete env.OUTBOX_PAGE;
  execFileSync(
    process.execPath,
    [
      'apps/server/dist/create-admin.cli.js',
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--first-name',
      'Анна',
    ],
    { env, stdio: 'pipe' },
  );
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], { env, stdio: 'ignore' });
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 240) throw new Error('the production server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies ProductionSchool;
}
