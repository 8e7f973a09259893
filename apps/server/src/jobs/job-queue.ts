import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { pgliteExecutor } from './pglite-executor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue, for server.ts to start and tests that run jobs. */
    jobs: JobQueue;
  }
}

/** How a queue treats its jobs (pg-boss policies): `short` keeps one waiting job per singleton key. */
export interface QueueOptions {
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface SendOptions {
  /** With the `short` policy, a second job of the same key is not added while one waits. */
  singletonKey?: string;
  startAfter?: Date;
}

export type JobHandler<T> = (data: T) => Promise<void>;

interface Worker {
  name: string;
  handler: JobHandler<unknown>;
}

interface Repeat {
  name: string;
  everyMs: number;
  task: () => Promise<unknown>;
}

interface Schedule {
  name: string;
  cron: string;
  timeZone: string;
}

/**
 * The durable job queue (pg-boss in the application's database; docs/notifications.md). Modules
 * declare their queues, workers and schedules while the app is built; nothing runs until `start`,
 * which server.ts calls (tests only when they ask), so building an app stays cheap.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #queues = new Map<string, QueueOptions>();
  readonly #workers: Worker[] = [];
  readonly #schedules: Schedule[] = [];
  readonly #repeats: Repeat[] = [];
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #running = new Set<Promise<unknown>>();
  #started = false;

  constructor(database: Database, pollingIntervalSeconds = 2) {
    const connection =
      database.connection.kind === 'postgres'
        ? { connectionString: database.connection.url, max: 4 }
        : { db: pgliteExecutor(database.connection.client) };
    this.#boss = new PgBoss({ ...connection, application_name: 'school-jobs' });
    this.#boss.on('error', (error) => console.error('  Job queue error:', error));
    this.pollingIntervalSeconds = pollingIntervalSeconds;
  }

  readonly pollingIntervalSeconds: number;

  get started(): boolean {
    return this.#started;
  }

  /** Declares a queue; jobs are sent to and worked from declared queues only. */
  define(name: string, options: QueueOptions = {}): void {
    this.#queues.set(name, options);
  }

  /** Runs `handler` for each job of the queue once the queue starts; a throw retries the job. */
  work<T>(name: string, handler: JobHandler<T>): void {
    this.#assertDefined(name);
    this.#workers.push({ name, handler: handler as JobHandler<unknown> });
  }

  /** Sends a job to the queue on the given cron; one job per tick however many processes run. */
  schedule(name: string, cron: string, timeZone = 'UTC'): void {
    this.#assertDefined(name);
    this.#schedules.push({ name, cron, timeZone });
  }

  /**
   * Runs `task` every `everyMs` in this process while the queue runs, one round at a time: for
   * sweeps that must follow quickly (delivery after commit) and take their rows `SKIP LOCKED`.
   */
  every(name: string, everyMs: number, task: () => Promise<unknown>): void {
    this.#repeats.push({ name, everyMs, task });
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    this.#assertDefined(name);
    if (!this.#started) throw new Error(`The job queue is not started: cannot send ${name}`);
    return this.#boss.send(name, data, options);
  }

  async start(): Promise<void> {
    if (this.#started) return;
    await this.#boss.start();
    for (const [name, options] of this.#queues) {
      await this.#boss.createQueue(name, {
        name,
        policy: options.policy ?? 'standard',
        retryLimit: options.retryLimit ?? 3,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
      });
    }
    for (const { name, cron, timeZone } of this.#schedules) await this.#boss.schedule(name, cron, {}, { tz: timeZone });
    for (const { name, handler } of this.#workers) {
      await this.#boss.work(name, { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1 }, (jobs) =>
        Promise.all(jobs.map((job) => handler(job.data))),
      );
    }
    for (const repeat of this.#repeats) this.#timers.push(this.#repeat(repeat));
    this.#started = true;
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    await Promise.all(this.#running);
    await this.#boss.stop({ graceful: true, timeout: 5000 });
  }

  #repeat({ name, everyMs, task }: Repeat): NodeJS.Timeout {
    let round: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (round) return;
      round = task()
        .catch((error: unknown) => console.error(`  Job ${name} failed:`, error))
        .finally(() => {
          this.#running.delete(round!);
          round = null;
        });
      this.#running.add(round);
    }, everyMs);
    timer.unref();
    return timer;
  }

  #assertDefined(name: string): void {
    if (!this.#queues.has(name)) throw new Error(`Undeclared job queue ${name}`);
  }
}
