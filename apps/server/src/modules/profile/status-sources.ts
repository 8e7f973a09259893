import type { Tx } from '../../db/client.js';

/**
 * The statuses another module decides (spec 1 §3): the loyalty level drop and the exam results
 * belong to the reward economy of issue 9. This is the one place they are wired: the lead points
 * these at the economy module's service when merging it.
 *
 * Until then: a level drop is one recorded by `recordLevelDrop` (the demo seed records one), and
 * no student has exam results to show.
 */
export interface StatusSources {
  /** When the student's loyalty level last dropped, if it ever did. */
  levelDroppedAt(db: Tx, userId: number, recorded: Map<string, Date>): Promise<Date | null>;
  isAvailableExamResults(db: Tx, userId: number): Promise<boolean>;
}

/** The status key under which a level drop is recorded. */
export const LEVEL_DROPPED = 'levelDropped';

export const statusSources: StatusSources = {
  levelDroppedAt: async (_db, _userId, recorded) => recorded.get(LEVEL_DROPPED) ?? null,
  isAvailableExamResults: async () => false,
};
