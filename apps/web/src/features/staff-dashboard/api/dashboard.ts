import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** The dashboard's figures for the last `days` days (docs/staff-dashboard.md). */
export const useDashboard = (days: number) =>
  useQuery({
    queryKey: ['staff', 'dashboard', days],
    queryFn: ({ signal }) => call(contract.staffDashboard.summary, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
