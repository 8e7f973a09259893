import type { Level } from '@school/contract';
import type { Tx } from '../../db/client.js';
import * as repo from './levels.repo.js';

/** Reference data: inserts missing levels, leaves edited ones alone. */
export const ensureLevels = (db: Tx, levels: readonly Level[]) => repo.insertLevels(db, levels);

export const listLevels = repo.listLevels;

/** Level-ups and drops of a student, oldest first (the later notification issue reads them). */
export const levelEventsOf = repo.eventsOf;
