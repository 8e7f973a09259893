import { it } from 'vitest';

/**
 * A test of requests racing each other. PGlite runs one transaction at a time (a second waits for
 * the first to end), so there such a test passes whatever the code does; it runs where transactions
 * really overlap: on PostgreSQL (`DATABASE_URL`, CI's second run).
 */
export const itRaces = it.skipIf(!process.env.DATABASE_URL);
