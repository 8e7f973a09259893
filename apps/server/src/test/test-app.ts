import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config, type Env } from '../config.js';
import { embeddedDatabase, openDatabase, type Database, type Db } from '../db/client.js';
import { seedReferenceData } from '../seed/seed.js';
import {
  SANDBOX_NOTIFY_PATH,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxNotifier,
} from '../modules/payment/providers/sandbox.js';

/** Fixed, so tests can sign their own tokens (expired ones, foreign roles). */
export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-for-hs256';
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** A setting's value; `null` leaves it unset (e.g. PUBLIC_URL, which the tests otherwise set). */
export type EnvOverrides = { [K in keyof Env]?: string | number | boolean | null };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a database of its own on that server, dropped again on close. Both start as a copy of the
 * migrated template of test/global-setup.ts.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('databaseTemplate');
  if (!serverUrl) {
    if (template?.kind !== 'pglite') return openDatabase({});
    return embeddedDatabase(new PGlite({ loadDataDir: new Blob([readFileSync(template.file)]) }));
  }
  const name = `t_${randomBytes(8).toString('hex')}`;
  const from = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
  await onServer(serverUrl, `CREATE DATABASE ${name}${from}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestAppOptions {
  /** Starts the job queue (pg-boss), which apps of tests otherwise leave stopped to stay fast. */
  jobs?: boolean;
}

/** The whole app on a fresh, seeded database; the environment of the test process is not read. */
export async function createTestApp(overrides: EnvOverrides = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
    // A folder without a build: unknown paths answer 404 instead of the web app's page.
    WEB_DIST: '/nonexistent-web-dist',
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) delete env[key];
    else if (value !== undefined) env[key] = String(value);
  }
  const config = loadConfig(env);
  const database = await openTestDatabase();
  try {
    await seedReferenceData(database.db);
    // The sandbox provider's notification reaches the webhook through inject, not over the network.
    const built: { app?: FastifyInstance } = {};
    const sandboxNotifier: SandboxNotifier = async ({ body, signature }) => {
      if (!built.app) throw new Error('the app is not built yet');
      const response = await built.app.inject({
        method: 'POST',
        url: SANDBOX_NOTIFY_PATH,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      return response.statusCode;
    };
    const app = await buildApp(config, database, { sandboxNotifier });
    built.app = app;
    await app.ready();
    if (options.jobs) await app.jobs.start();
    return {
      app,
      db: database.db,
      config,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

// Answers are read loosely and checked with expect(); their shape is the contract's business.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WireBody = any;

export interface ApiResponse {
  status: number;
  body: WireBody;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface ApiOptions {
  token?: string;
  /** Sent as JSON unless a string is given (then as it is, with `contentType`). */
  body?: unknown;
  contentType?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's address, for the per-IP login limit. */
  ip?: string;
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** One request as the web client sends it (spec 1 §7): `Platform: newdesign`, bearer token, snake_case body. */
export async function api(app: FastifyInstance, method: HTTPMethods, path: string, options: ApiOptions = {}) {
  const headers: Record<string, string> = { platform: 'newdesign', ...options.headers };
  if (options.token) Object.assign(headers, authHeader(options.token));
  let payload: string | undefined;
  if (typeof options.body === 'string') {
    payload = options.body;
    headers['content-type'] = options.contentType ?? 'application/json';
  } else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] = options.contentType ?? 'application/json';
  }
  const response = await app.inject({
    method,
    url: path.startsWith('/api/') || path === '/health' ? path : `/api${path}`,
    query: options.query,
    headers,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  let body: WireBody = response.body;
  if (String(response.headers['content-type'] ?? '').includes('application/json')) body = response.json();
  return { status: response.statusCode, body, headers: response.headers } satisfies ApiResponse;
}

export const get = (app: FastifyInstance, path: string, options?: ApiOptions) => api(app, 'GET', path, options);
export const post = (app: FastifyInstance, path: string, body?: unknown, options?: ApiOptions) =>
  api(app, 'POST', path, { ...options, body });
