import type { ClassType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { cachedPerDb } from '../../lib/ttl-cache.js';
import { listClassTypes, listClassYears } from '../core/core.service.js';

/** Subjects and class years by id: what product cards name their product type by. */
export interface References {
  classTypes: Map<number, ClassType>;
  classYears: Map<number, string>;
}

/** Reference data changes with a release, not per request: a catalog or cart read need not ask each time. */
export const references = cachedPerDb(60_000, async (db: Tx): Promise<References> => {
  const [types, years] = await Promise.all([listClassTypes(db), listClassYears(db)]);
  return {
    classTypes: new Map(types.map((type) => [type.id, type])),
    classYears: new Map(years.map((year) => [year.id, year.title])),
  };
});
