/**
 * Benchmark of the lesson chat (issue 11, docs/performance.md "Chat"); not a test.
 *
 *   node --import tsx scripts/bench-chat.ts [--listeners=2000] [--duration=60] [--rate=20] [--processes=2]
 *   (npm run bench:chat)
 *
 * On a throw-away database of DATABASE_URL's server: one live lesson whose `--listeners` students
 * are subscribed to its chat over socket.io-client (websocket), while four moderator sockets post
 * `--rate` messages a second for `--duration` seconds through `stream_post` (stored, validated,
 * broadcast). Listeners run in `--processes` child processes and timestamp every message they get:
 * delivery latency p50/p99/max and lost messages (a post refused or unanswered is counted apart). Three runs of the same load: (1) one server process; (2) two server processes
 * joined by Redis (REDIS_URL, default redis://127.0.0.1:6379), listeners split between them,
 * posters on the first; (3) a bare Socket.IO server that only relays the same events to the room,
 * the floor the chat's own cost is compared with. Env: BENCH_PORT (3361; 3362, 3363 follow).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE } from '../packages/contract/src/index.js';
import { AccessTokens } from '../apps/server/src/plugins/access-token.js';
import type { ListenerJob } from './bench-chat-listeners.js';
import {
  JWT_SECRET,
  bulkStep,
  insertStudents,
  startServer,
  stopServer,
  withBenchDatabase,
  withSeededClient,
} from './bench-lib.js';

const arg = (name: string, fallback: number) => {
  const given = process.argv.find((a) => a.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const LISTENERS = arg('listeners', 2000);
const DURATION = arg('duration', 60);
const RATE = arg('rate', 20);
const POSTERS = 4;
const PORT = Number(process.env.BENCH_PORT ?? 3361);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Listener processes (`--processes`): the load generator must not be the bottleneck it measures. */
const PROCESSES = arg('processes', 2);

async function fill(client: pg.Client): Promise<number> {
  const step = bulkStep(client);
  await step('teacher', `insert into teachers (full_name) values ('Преподаватель')`);
  await step(
    'programme, product and a live lesson',
    `with pt as (
       insert into product_types (title, type, kind, class_type_id, class_year_id, course_type_id)
       select 'Вебинар', 'COURSE', 'COURSE', (select min(id) from class_types), (select min(id) from class_years),
         (select id from course_types where code = 'course') returning id),
     p as (insert into products (product_type_id, teacher_id, title, start_date, end_date, price)
       select id, 1, 'Продукт', current_date - 30, current_date + 60, 100000 from pt returning id, product_type_id)
     insert into lessons (product_id, product_type_id, teacher_id, title, lesson_number, kind, start_at, duration_minutes, video_url, access_hash)
     select id, product_type_id, 1, 'Эфир', 1, 'THEORY', now() - interval '5 minutes', 600, '/media/sample-lesson.webm', 'bench' from p`,
  );
  await insertStudents(client, LISTENERS);
  await step(
    'access',
    `insert into student_products (student_id, product_id, starts_at, ends_at, source)
     select u.id, 1, now() - interval '1 day', now() + interval '30 days', 'bench' from users u where u.role = 'STUDENT_ROLE'`,
  );
  await step(
    'moderators',
    `insert into users (email, role, first_name, last_name)
     select 'bench-moderator-' || g || '@example.com', 'CHAT_MODERATOR', 'Модератор', 'Номер ' || g from generate_series(1, $1::int) g`,
    [POSTERS],
  );
  const lesson = await client.query<{ id: number }>(`select id from lessons limit 1`);
  return lesson.rows[0]!.id;
}

interface People {
  students: string[];
  moderators: string[];
}

async function people(client: pg.Client, tokens: AccessTokens): Promise<People> {
  const rows = await client.query<{ id: number; role: 'STUDENT_ROLE' | 'CHAT_MODERATOR' }>(
    `select id, role from users where email like 'bench-%' order by id`,
  );
  const sign = (role: string) =>
    Promise.all(
      rows.rows.filter((row) => row.role === role).map((row) => tokens.sign({ id: row.id, role: row.role }, 3600)),
    );
  return { students: await sign('STUDENT_ROLE'), moderators: await sign('CHAT_MODERATOR') };
}

async function open(url: string, token: string, lessonId: number): Promise<Socket> {
  const socket = connect(`${url}${CHAT_NAMESPACE}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket.emitWithAck(CHAT_EVENTS.subscribe, { lesson_id: lessonId })) as {
    ok?: boolean;
    error?: unknown;
  };
  if (!ack.ok) throw new Error(`subscribe refused: ${JSON.stringify(ack.error)}`);
  return socket;
}

/** Resolves once something listens on 127.0.0.1:port. */
async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const up = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`).then(
      () => true,
      () => false,
    );
    if (up) return;
  }
  throw new Error(`nothing listens on ${port}`);
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

interface Outcome {
  label: string;
  sent: number;
  failed: number;
  expected: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
}

/** Listener processes: one JS thread cannot decode 40,000 socket.io packets a second on its own. */
async function listenerProcesses(urls: string[], tokens: string[], lessonId: number): Promise<ChildProcess[]> {
  const expected = RATE * DURATION;
  const file = fileURLToPath(new URL('./bench-chat-listeners.ts', import.meta.url));
  const children = Array.from({ length: PROCESSES }, (_, p) => {
    const mine = tokens.filter((_, i) => i % PROCESSES === p);
    const child = fork(file, {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.send({ urls, tokens: mine, lessonId, expected: expected * mine.length } satisfies ListenerJob);
    return child;
  });
  await Promise.all(children.map((child) => reply(child)));
  return children;
}

function reply<T>(child: ChildProcess): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`listener process exited (${code})`)));
  });
}

const drain = async (child: ChildProcess) => {
  const answer = reply<{ latencies: Float64Array }>(child);
  child.send({ type: 'drain' });
  return (await answer).latencies;
};

/**
 * The load: the moderators post `RATE` messages a second, each carrying its send time (epoch ms)
 * in its text; the listener processes record receive time − send time of every broadcast.
 */
async function load(
  label: string,
  listenUrls: string[],
  postUrl: string,
  lessonId: number,
  who: People,
): Promise<Outcome> {
  const listeners = await listenerProcesses(listenUrls, who.students.slice(0, LISTENERS), lessonId);
  const posters = await Promise.all(who.moderators.map((token) => open(postUrl, token, lessonId)));
  const total = RATE * DURATION;
  const run = randomBytes(3).toString('hex');
  let sent = 0;
  let failed = 0;
  const answers: Promise<unknown>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const text = `bench ${run} ${i} ${performance.timeOrigin + performance.now()}`;
    const request = {
      lesson_id: lessonId,
      action: 'stream_post',
      data: { message: { message: text } },
      request_id: `${run}-${i}`,
    };
    answers.push(
      posters[i % posters.length]!.timeout(60_000)
        .emitWithAck(CHAT_EVENTS.chat, request)
        .then((answer: { error?: unknown }) => (answer.error ? (failed += 1) : (sent += 1)))
        .catch(() => (failed += 1)),
    );
  }
  await Promise.all(answers);
  const parts = await Promise.all(listeners.map(drain));
  await Promise.all(listeners.map(stopServer));
  for (const socket of posters) socket.disconnect();
  const delivered = parts.reduce((sum, part) => sum + part.length, 0);
  const sorted = new Float64Array(delivered);
  let at = 0;
  for (const part of parts) {
    sorted.set(part, at);
    at += part.length;
  }
  sorted.sort();
  return {
    label,
    sent,
    failed,
    expected: total * LISTENERS,
    delivered,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

function print(outcomes: Outcome[]): void {
  console.log(`\n${LISTENERS} listeners, ${RATE} messages/s for ${DURATION} s (${RATE * DURATION} messages)\n`);
  console.log('| run | stored | refused | deliveries | lost | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const o of outcomes) {
    const lost = o.expected - o.delivered;
    console.log(
      `| ${o.label} | ${o.sent} | ${o.failed} | ${o.delivered} | ${lost} | ${o.p50.toFixed(1)} | ${o.p99.toFixed(1)} | ${o.max.toFixed(1)} |`,
    );
  }
  const bare = outcomes.find((o) => o.label.startsWith('bare'));
  if (bare)
    for (const o of outcomes)
      if (o !== bare) console.log(`${o.label}: p99 ${(o.p99 / bare.p99).toFixed(2)}× the bare broadcast`);
}

/** The server with or without Redis; process.env is what startServer hands the child. */
async function server(
  databaseUrl: string,
  port: number,
  redis: { url: string; channel: string } | null,
): Promise<ChildProcess> {
  const saved = { REDIS_URL: process.env.REDIS_URL, REALTIME_CHANNEL: process.env.REALTIME_CHANNEL };
  if (redis) Object.assign(process.env, { REDIS_URL: redis.url, REALTIME_CHANNEL: redis.channel });
  else delete process.env.REDIS_URL;
  try {
    return await startServer(databaseUrl, port);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function run(databaseUrl: string): Promise<void> {
  const lessonId = await withSeededClient(databaseUrl, fill);
  const who = await withSeededClient(databaseUrl, (client) => people(client, new AccessTokens(JWT_SECRET, 3600)));
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const outcomes: Outcome[] = [];

  const single = await server(databaseUrl, PORT, null);
  try {
    outcomes.push(await load('one process', [url(PORT)], url(PORT), lessonId, who));
  } finally {
    await stopServer(single);
  }

  const redis = { url: REDIS_URL, channel: `bench-chat-${randomBytes(4).toString('hex')}` };
  const pair = [await server(databaseUrl, PORT, redis), await server(databaseUrl, PORT + 1, redis)];
  try {
    outcomes.push(await load('two processes (Redis)', [url(PORT), url(PORT + 1)], url(PORT), lessonId, who));
  } finally {
    await Promise.all(pair.map(stopServer));
  }

  const bare = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-chat-bare.ts', import.meta.url)), String(PORT + 2)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForPort(PORT + 2);
    outcomes.push(await load('bare Socket.IO relay', [url(PORT + 2)], url(PORT + 2), lessonId, who));
  } finally {
    await stopServer(bare);
  }
  print(outcomes);
}

await withBenchDatabase('bench_chat', run);
