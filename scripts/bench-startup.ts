/**
 * Start-up and idle memory of the server (issue 8, docs/performance.md "Start-up"): the compiled
 * server as `npm start` runs it against `node --import tsx` on the TypeScript sources, each started
 * BENCH_RUNS times (3) on one existing PGlite data directory (made by a first start, not counted).
 * Prints the time from spawn to a healthy `/health` and the resident memory (VmRSS) after
 * BENCH_IDLE_SECONDS (5) of idling, medians of the runs.
 *
 *   node --import tsx scripts/bench-startup.ts        (npm run bench:startup)
 *
 * Env: BENCH_PORT (3357), BENCH_RUNS (3), BENCH_IDLE_SECONDS (5).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { stopServer } from './server-process.js';

const PORT = Number(process.env.BENCH_PORT ?? 3357);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));

const MODES = {
  'compiled (node apps/server/dist/server.js)': ['--enable-source-maps', 'apps/server/dist/server.js'],
  'sources (node --import tsx apps/server/src/server.ts)': ['--import', 'tsx', 'apps/server/src/server.ts'],
};

const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One start: milliseconds to a healthy `/health`, then the memory after idling. */
async function start(args: string[], dataDir: string): Promise<{ ms: number; rss: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited');
      const ok = await fetch(`http://127.0.0.1:${PORT}/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await sleep(25);
    }
    const ms = performance.now() - started;
    await sleep(IDLE_SECONDS * 1000);
    return { ms, rss: rssMiB(child.pid!) };
  } finally {
    await stopServer(child);
  }
}

await buildAll({ only: 'server', ifStale: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
try {
  console.log(`Data directory ${dataDir}: a first start migrates and seeds it`);
  await start(Object.values(MODES)[0]!, dataDir);
  console.log(
    `\n${RUNS} starts each, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('\n| Server | start-up to healthy /health | idle RSS |\n|---|---:|---:|');
  for (const [label, args] of Object.entries(MODES)) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await start(args, dataDir));
    const ms = median(runs.map((r) => r.ms));
    const rss = median(runs.map((r) => r.rss));
    console.log(`| ${label} | ${(ms / 1000).toFixed(2)} s | ${rss.toFixed(0)} MiB |`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
