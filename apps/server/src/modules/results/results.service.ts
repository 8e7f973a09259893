import type { ExamResult, ExamResults } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { listClassTypes } from '../core/core.service.js';
import * as repo from './results.repo.js';

/** `GET /students/exam-results/`: the signed-in student's own results, nobody else's. */
export async function examResultsOf(db: Tx, studentId: number): Promise<ExamResults> {
  const [rows, subjects] = await Promise.all([repo.listResults(db, studentId), listClassTypes(db)]);
  const order = (id: number) => subjects.findIndex((subject) => subject.id === id);
  const sorted = rows.toSorted((a, b) => b.examYear - a.examYear || order(a.classTypeId) - order(b.classTypeId));
  return {
    classTypes: sorted.map((row) => ({
      classType: { id: row.classTypeId, title: subjects.find((s) => s.id === row.classTypeId)?.title ?? '' },
      status: row.status as ExamResult['status'],
      points: row.points,
      maxPoints: row.maxPoints,
      examYear: row.examYear,
    })),
  };
}

/** For `GET /v2/students/statuses/` `isAvailableExamResults` (spec 1 §3): the student has results. */
export const hasExamResults = repo.hasResults;

/** Demo data and the later results-entry flow. */
export const saveExamResult = repo.upsertResult;
