import type { Tx } from '../../db/client.js';
import { cachedPerDb } from '../../lib/ttl-cache.js';
import { listClassTypes } from './core.repo.js';

// The core module's public face: other modules read reference data through these.
export { listClassTypes, listClassYears } from './core.repo.js';

/**
 * Subjects are reference data (seeded, changed with a release): the lessons list, the timetable
 * and the home page read them on every request, so they are kept a minute per database.
 */
export const cachedClassTypes = cachedPerDb(60_000, (db: Tx) => listClassTypes(db));
