import { queryOptions } from '@tanstack/react-query';
import { contract } from '../api/contract';
import { call } from '../api/client';

/** Issue 15: placement tests with the student's results (docs/level-tests-and-lottery.md). */
export const levelTestsQuery = (classType?: number) =>
  queryOptions({
    queryKey: ['level-tests', 'list', classType ?? null],
    queryFn: ({ signal }) => call(contract.levelTests.list, { query: { classType }, signal }),
  });
