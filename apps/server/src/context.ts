import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { AccessTokens } from './plugins/access-token.js';
import type { RateLimiter } from './plugins/rate-limiter.js';
import type { Messenger } from './modules/messaging/messenger.js';
import type { FileStorage } from './storage/file-storage.js';
import type { Realtime } from './realtime/realtime.js';
import type { JobQueue } from './jobs/job-queue.js';

/** What every module's routes and services are given: built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
  messenger: Messenger;
  /** Uploaded files (avatars). */
  storage: FileStorage;
  /** Socket.IO on the same HTTP server: the lesson chat and the curator rooms. */
  realtime: Realtime;
  /** The durable job queue (pg-boss): started by server.ts, by tests only when they ask. */
  jobs: JobQueue;
  /** The server's logger, for work outside a request (jobs, notification channels). */
  log: FastifyBaseLogger;
}
