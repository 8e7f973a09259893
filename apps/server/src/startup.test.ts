import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from './paths.js';

const serverUrl = process.env.DATABASE_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function healthy(port: number, process: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`the server on ${port} exited with ${process.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on ${port} did not become healthy`);
}

// Two processes cannot share an embedded PGlite directory, so this runs on PostgreSQL only (CI's
// second run): the issue was a crash of the second process at its first start on a fresh database.
describe.skipIf(!serverUrl)('two server processes starting at once on one fresh PostgreSQL', () => {
  const name = `t_startup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const children: ChildProcess[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    const built = spawnSync(process.execPath, [serverPath('..', '..', 'scripts', 'build.mjs'), '--only=server']);
    expect(built.status).toBe(0);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('both migrate, seed once and serve', { timeout: 120_000 }, async () => {
    const ports = [await freePort(), await freePort()];
    const stderr: string[] = [];
    for (const port of ports) {
      const child = spawn(process.execPath, [serverPath('dist', 'server.js')], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'true',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
      children.push(child);
    }
    const deadline = Date.now() + 90_000;
    await Promise.all(ports.map((port, index) => healthy(port, children[index]!, deadline))).catch((error: Error) => {
      throw new Error(`${error.message}\n${stderr.join('')}`);
    });

    // A token issued by one process is accepted by the other: they share the generated secret.
    const login = await fetch(`http://127.0.0.1:${ports[0]}/api/v3/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'newdesign' },
      body: JSON.stringify({ email: 'student@example.com', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const verify = await fetch(`http://127.0.0.1:${ports[1]}/api/v3/auth/verify/`, {
      headers: { authorization: `Bearer ${access}`, platform: 'newdesign' },
    });
    expect(verify.status).toBe(200);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const counts = await db.query<{ users: string; demo: string; types: string; titles: string; banners: string }>(
        `SELECT (SELECT count(*) FROM users) AS users,
                (SELECT count(DISTINCT email) FROM users) AS demo,
                (SELECT count(*) FROM class_types) AS types,
                (SELECT count(DISTINCT title) FROM class_types) AS titles,
                (SELECT count(*) FROM banners WHERE seed_key IS NOT NULL) AS banners`,
      );
      const row = counts.rows[0]!;
      expect(Number(row.users)).toBe(Number(row.demo));
      expect(Number(row.types)).toBe(Number(row.titles));
      expect(Number(row.types)).toBeGreaterThan(3);
      expect(Number(row.banners)).toBe(1);
    } finally {
      await db.end();
    }
  });
});
