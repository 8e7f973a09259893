import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamResults } from '@school/contract';
import { contract } from '../api/contract';
import { call } from '../api/client';

/** `GET /students/exam-results/`: the /results page, the header's results button and its auto-open. */
export const examResultsQuery = queryOptions({
  queryKey: ['students', 'exam-results'],
  queryFn: ({ signal }) => call(contract.rewards.examResults, { signal }),
});

export const useExamResults = (enabled = true) => useQuery({ ...examResultsQuery, enabled });

/** Spec 2 §2: results exist for the student (the statuses' isAvailableExamResults says the same). */
export const resultsAvailable = (results: ExamResults | undefined): boolean => (results?.classTypes.length ?? 0) > 0;

/** Spec 3 §4 Results: a subject still waiting for the student's points. */
export const waitsForPoints = (results: ExamResults | undefined): boolean =>
  results?.classTypes.some((item) => item.status === 'NoPoints' && item.points === 0) ?? false;
