import type { Tx } from '../../db/client.js';
import { findDetails, saveDetails } from './profile.repo.js';

export interface ConfirmationDemands {
  /** Spec 3 §3 needModals: the student is asked for the phone and social confirmations. */
  needModals: boolean;
  /** Spec 3 §3 personalDataStatus: Force makes the personal-data confirmation mandatory. */
  personalDataStatus: 'Force' | 'Optional' | null;
}

/** What staff ask a student to confirm at start-up (spec 3 §4); no staff screen yet, the demo seed sets it. */
export const setConfirmationDemands = (db: Tx, userId: number, demands: ConfirmationDemands) =>
  saveDetails(db, userId, demands);

/** Whether the student has any profile details yet (the demo seed runs once). */
export const hasProfileDetails = async (db: Tx, userId: number) => Boolean(await findDetails(db, userId));
