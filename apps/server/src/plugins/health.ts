import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from './errors.js';

/**
 * `/health` (and `/api/health/`) for load balancers and the e2e runner: healthy only when the
 * database answers, so a process that lost its database is taken out of rotation.
 */
export function registerHealth(app: FastifyInstance, database: Database): void {
  const check = async () => {
    try {
      await database.ping();
    } catch {
      throw new AppError(503, 'database_unavailable', 'База данных не отвечает.');
    }
    return { status: 'ok', database: database.kind };
  };
  app.get('/health', check);
  app.get('/api/health/', check);
}
