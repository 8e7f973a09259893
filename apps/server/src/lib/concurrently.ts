import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';

type Tasks<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Independent reads at once on the pooled database, one after another in a transaction: a
 * transaction is one connection, where node-postgres would only queue them, and queueing on a
 * busy client is deprecated (it goes in pg 9).
 */
export async function concurrently<T extends readonly unknown[]>(db: Tx, ...tasks: Tasks<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as unknown as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}
