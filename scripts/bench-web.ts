/**
 * Lighthouse benchmark of the web app as a student's phone meets it (issue 8, docs/performance.md).
 *
 *   node --import tsx scripts/bench-web.ts        (npm run bench:web)
 *
 * Builds what is stale, starts the compiled server on 127.0.0.1 with a fresh data directory (demo
 * seed on), and runs Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown) on
 * the sign-in page as the app links to it, then on /home, /catalog and a recorded lesson signed in
 * as the demo student (tokens put in localStorage where the app keeps them). Each page is measured
 * BENCH_RUNS times (3), each run in a new browser profile, so every run is a first visit; printed
 * is the run with the median score: score, LCP, TBT, CLS and the first visit's JavaScript
 * (compressed bytes on the wire, script requests).
 * Env: BENCH_PORT (3455), BENCH_RUNS (3), BENCH_PAGES (comma-separated names, all by default),
 * BENCH_DETAILS=1 (also print each run's main-thread work by script and category, and its long tasks).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { stopServer, waitForHealth } from './server-process.js';

const PORT = Number(process.env.BENCH_PORT ?? 3455);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A server already running (with the demo seed) to measure instead of building and starting one. */
const RUNNING = process.env.BENCH_SERVER;
const ORIGIN = RUNNING ?? `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = fileURLToPath(new URL('..', import.meta.url));

interface Tokens {
  access: string;
  refresh: string;
}
interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
}
interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scriptBytes: number;
  scripts: number;
  /** Lighthouse met a runtime error: the figures are not the page's. */
  failed: boolean;
  /** Lighthouse's measure of this machine's CPU: the same page scores lower on a slower host. */
  benchmarkIndex: number;
}

async function api<T>(pathname: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${ORIGIN}/api${pathname}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const signIn = () => api<Tokens>('/v3/auth/login/', { body: { email: 'student@example.com', password: 'demo1234' } });

/** A recorded lesson of the demo student: started in the past, available, with a video. */
async function recordedLessonId(token: string): Promise<number> {
  type Lesson = { id: number; video: string | null; is_available: boolean; start_datetime: string };
  const mine = await api<{ product_type: { id: number } }[]>('/products/my/new/', { token });
  for (const { product_type } of mine) {
    const { results } = await api<{ results: Lesson[] }>(`/v3/lessons/?product_type=${product_type.id}&limit=100`, {
      token,
    });
    const lesson = results.find((l) => l.video && l.is_available && new Date(l.start_datetime) < new Date());
    if (lesson) return lesson.id;
  }
  throw new Error('the demo student has no recorded lesson');
}

/** The identity sign-in page with the client params the app sends (shared/config/paths.ts identityHref). */
function signInPath(): string {
  const back = new URL('/oauth-callback', ORIGIN);
  back.searchParams.set('redirect', '/home');
  return `/id/login?${new URLSearchParams({ client_id: 'web', client_redirect: back.toString() })}`;
}

/** Stores the tokens the way the app does (shared/session/token-store.ts), on a page that loads no script. */
async function storeTokens(port: number, tokens: Tokens): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${ORIGIN}/favicon.svg`);
  // The script runs in the page (this file is type-checked without the DOM's types).
  await page.evaluate(
    `localStorage.setItem('auth.access', ${JSON.stringify(tokens.access)});` +
      `localStorage.setItem('auth.refresh', ${JSON.stringify(tokens.refresh)});`,
  );
  await page.close();
  await browser.close();
}

/** The browser of the run under way, ended with the server when the script is interrupted. */
let running: chromeLauncher.LaunchedChrome | undefined;

async function lighthouseRun(target: BenchPage): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  running = chrome;
  try {
    if (target.signedIn) await storeTokens(chrome.port, await signIn());
    // Lighthouse clears the HTTP cache before loading; local storage (the tokens) it keeps by default.
    const result = await lighthouse(`${ORIGIN}${target.path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) console.warn(`  ${target.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = (lhr.audits['network-requests']?.details as { items: Record<string, unknown>[] }).items;
    const scripts = requests.filter((r) => r.resourceType === 'Script' && String(r.url).startsWith(ORIGIN));
    if (process.env.BENCH_DETAILS) printDetails(target.name, lhr.audits);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      scriptBytes: scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0),
      scripts: scripts.length,
      failed: Boolean(lhr.runtimeError),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    running = undefined;
  }
}

type Audits = Record<string, { details?: unknown } | undefined>;

/** Where a run spent the main thread: what to work on when TBT is high. */
function printDetails(name: string, audits: Audits): void {
  const items = (id: string) =>
    ((audits[id]?.details as { items?: Record<string, unknown>[] })?.items ?? []).slice(0, 8);
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const lcp = (audits['largest-contentful-paint-element']?.details as { items?: { items?: unknown[] }[] })?.items;
  console.log(`  ${name}: largest paint ${JSON.stringify(lcp?.map((table) => table.items)).slice(0, 600)}`);
  console.log(`  ${name}: main thread by category`);
  for (const item of items('mainthread-work-breakdown')) console.log(`    ${item.groupLabel}: ${ms(item.duration)}`);
  console.log(`  ${name}: scripts (total / evaluation / parse)`);
  for (const item of items('bootup-time'))
    console.log(
      `    ${String(item.url).replace(ORIGIN, '')}: ${ms(item.total)} / ${ms(item.scripting)} / ${ms(item.scriptParseCompile)}`,
    );
  console.log(`  ${name}: long tasks (start, duration)`);
  for (const item of items('long-tasks'))
    console.log(`    ${String(item.url).replace(ORIGIN, '')}: ${ms(item.startTime)}, ${ms(item.duration)}`);
}

function print(name: string, runs: Figures[]): void {
  // A run Lighthouse could not finish (a runtime error, score 0) says nothing of the page: left out.
  const measured = runs.filter((run) => !run.failed);
  const sorted = [...measured].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) return console.log(`${name.padEnd(8)} no run finished`);
  console.log(
    `${name.padEnd(8)} score ${String(median.score).padStart(3)} (runs ${runs.map((r) => (r.failed ? 'failed' : r.score)).join(', ')})` +
      `  FCP ${(median.fcp / 1000).toFixed(1)} s  LCP ${(median.lcp / 1000).toFixed(1)} s` +
      `  TBT ${median.tbt.toFixed(0)} ms  CLS ${median.cls.toFixed(3)}` +
      `  JS ${(median.scriptBytes / 1024).toFixed(0)} KiB in ${median.scripts} requests` +
      `  host CPU index ${median.benchmarkIndex.toFixed(0)}`,
  );
}

async function measureAll(): Promise<void> {
  const lessonId = await recordedLessonId((await signIn()).access);
  const only = process.env.BENCH_PAGES?.split(',');
  const pages: BenchPage[] = [
    { name: 'sign-in', path: signInPath(), signedIn: false },
    { name: 'home', path: '/home', signedIn: true },
    { name: 'catalog', path: '/catalog', signedIn: true },
    { name: 'lesson', path: `/lesson/${lessonId}`, signedIn: true },
  ].filter((page) => !only || only.includes(page.name));
  const results = new Map<string, Figures[]>();
  // Pages take turns, so a slow moment of the machine does not fall on one page's runs only.
  for (let run = 0; run < RUNS; run++) {
    for (const target of pages) {
      const figures = await lighthouseRun(target);
      results.set(target.name, [...(results.get(target.name) ?? []), figures]);
      console.log(`  run ${run + 1} ${target.name}: ${figures.score}`);
    }
  }
  console.log(`\nLighthouse mobile, median of ${RUNS} (${new Date().toISOString()})`);
  for (const target of pages) print(target.name, results.get(target.name)!);
}

async function main(): Promise<void> {
  if (RUNNING) return measureAll();
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-web-jwt-secret-that-is-long-enough',
      LOG_LEVEL: 'warn',
      // One sign-in per signed-in run.
      LOGIN_RATE_LIMIT: '1000',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      running?.kill();
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  try {
    await waitForHealth(child, PORT);
    await measureAll();
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
