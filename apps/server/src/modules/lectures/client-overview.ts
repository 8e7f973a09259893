import type { TutorClientOverview } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { listClassYears } from '../core/core.service.js';
import { readClassTypes } from '../profile/profile.service.js';
import { getClient } from '../tutor/tutor.service.js';
import { countClientLectures } from './lectures.service.js';

/**
 * `/clients/{id}` overview (issue 12): the goals the student chose (their class year and subjects;
 * the goals screens of issue 13 are not built, docs/profile.md) and how the lectures go. Upcoming
 * lessons and recent results come from their own modules' lists, filtered by the client.
 */
export async function getClientOverview(db: Tx, tutorId: number, clientId: number): Promise<TutorClientOverview> {
  const client = await getClient(db, tutorId, clientId);
  const [choice, years, lectures] = await Promise.all([
    readClassTypes(db, client.student.id),
    listClassYears(db),
    countClientLectures(db, client.id),
  ]);
  const classYear = years.find((year) => year.id === choice.classYear)?.value ?? null;
  return { goals: { classYear, classTypeIds: choice.classTypes }, lectures };
}
