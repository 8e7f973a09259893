/**
 * The raw side of scripts/bench-api.ts: a bare `node:http` server with a `pg` pool of 10 (as the
 * project's), an HS256 check with node:crypto, and the hot reads of bench-api-raw-routes.ts.
 * Env: PORT, DATABASE_URL, JWT_SECRET. Started by the benchmark; `/health` answers once listening.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';
import { rawQuery, startRefs } from './bench-api-raw-db.js';
import { handlers } from './bench-api-raw-routes.js';
import { HttpError } from './bench-api-raw-sql.js';
import type { HotRead } from './bench-api-project.js';

const databaseUrl = process.env.DATABASE_URL!;
const secret = process.env.JWT_SECRET!;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const query = rawQuery(pool);
const refs = await startRefs(databaseUrl);

const routes: Record<string, HotRead> = {
  '/api/v3/auth/verify/': 'verify',
  '/api/v2/students/student-balance/': 'balance',
  '/api/students/timetable/': 'timetable',
  '/api/v3/lessons/': 'lessons',
  '/api/cart/': 'cart',
  '/api/products/catalog/': 'catalog',
};

/** The user id of a valid HS256 token (signature, alg, expiry), else undefined. */
function userOf(header: string | undefined): number | undefined {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
  const [head = '', body = '', signature = ''] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'HS256') return undefined;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { sub?: string; exp?: number };
  if (!claims.exp || claims.exp * 1000 <= Date.now()) return undefined;
  return Number(claims.sub);
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://raw');
  if (url.pathname === '/health') return send(res, 200, { status: 'ok' });
  const name = routes[url.pathname];
  if (!name) return send(res, 404, {});
  const userId = userOf(req.headers.authorization);
  if (userId === undefined) return send(res, 401, {});
  handlers[name]({ query, userId, search: url.searchParams, now: new Date(), refs }).then(
    (body) => send(res, 200, body),
    (error: unknown) => {
      if (!(error instanceof HttpError)) console.error(error);
      send(res, error instanceof HttpError ? error.status : 500, {});
    },
  );
}).listen(Number(process.env.PORT), '127.0.0.1');
