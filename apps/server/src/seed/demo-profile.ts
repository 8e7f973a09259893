import type { Db } from '../db/client.js';
import { listClassTypes, listClassYears } from '../modules/core/core.service.js';
import { hasProfileDetails, setConfirmationDemands, storeClassChoice } from '../modules/profile/profile.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';

/** student2 meets every start-up modal of spec 3 §4, in order (docs/profile.md "Demo"). */
export const STARTUP_DEMO_EMAIL = 'student2@example.com';
const DEMO_CLASS_YEAR = 11;
const DEMO_SUBJECTS = ['Математика', 'Физика'];

/**
 * student2 owes the personal-data agreement (optional), has chosen goals, has no confirmed phone
 * or social account, and had a loyalty level drop to be told about. Runs once: a student who has
 * profile details already is left alone.
 */
export async function seedDemoProfile(db: Db): Promise<void> {
  const student = await findUserByEmail(db, STARTUP_DEMO_EMAIL);
  if (!student || (await hasProfileDetails(db, student.id))) return;
  const year = (await listClassYears(db)).find((row) => row.value === DEMO_CLASS_YEAR);
  if (!year) throw new Error(`demo class year ${DEMO_CLASS_YEAR} is missing`);
  const subjects = (await listClassTypes(db, year.id)).filter((type) => DEMO_SUBJECTS.includes(type.title));
  await db.transaction(async (tx) => {
    await setConfirmationDemands(tx, student.id, { needModals: true, personalDataStatus: 'Optional' });
    await storeClassChoice(
      tx,
      student.id,
      year.id,
      subjects.map((type) => type.id),
    );
  });
}
