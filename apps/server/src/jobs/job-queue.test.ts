import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { JobQueue } from './job-queue.js';

/** Waits for `done` to hold, checking every 100 ms for up to `timeoutMs`. */
async function until(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the job queue on the database of the app (PGlite here, PostgreSQL with DATABASE_URL)', () => {
  it('keeps a job sent before a stop and runs it after the next start, once', async () => {
    const before = new JobQueue(t.database, 0.5);
    before.define('test.greet');
    await before.start();
    await before.send('test.greet', { name: 'Аня' });
    await before.stop();

    const seen: unknown[] = [];
    const after = new JobQueue(t.database, 0.5);
    after.define('test.greet');
    after.work('test.greet', async (data) => void seen.push(data));
    await after.start();
    try {
      await until(() => seen.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(seen).toEqual([{ name: 'Аня' }]);
    } finally {
      await after.stop();
    }
  });

  it('retries a job whose handler throws', async () => {
    const queue = new JobQueue(t.database, 0.5);
    queue.define('test.flaky', { retryLimit: 2, retryDelaySeconds: 1 });
    let calls = 0;
    queue.work('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('first try fails');
    });
    await queue.start();
    await queue.send('test.flaky', {});
    try {
      await until(() => calls >= 2);
      expect(calls).toBe(2);
    } finally {
      await queue.stop();
    }
  });

  it('refuses jobs of an undeclared queue and sending before the start', async () => {
    const queue = new JobQueue(t.database);
    expect(() => queue.work('test.unknown', async () => undefined)).toThrow(/Undeclared/);
    queue.define('test.later');
    await expect(queue.send('test.later', {})).rejects.toThrow(/not started/);
  });
});
