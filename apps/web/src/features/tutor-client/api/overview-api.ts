import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the overview looks for lessons. */
export const UPCOMING_DAYS = 30;

/** The client's tutoring lessons of the next month (h-slots: GET /tutor/lessons/?client=). */
export function useUpcomingLessons(clientId: number) {
  return useQuery({
    queryKey: ['tutor', 'lessons', 'client', clientId, 'upcoming'],
    queryFn: ({ signal }) => {
      const now = Date.now();
      return call(contract.tutoring.tutorLessons, {
        query: {
          client: clientId,
          from: new Date(now).toISOString(),
          to: new Date(now + UPCOMING_DAYS * DAY_MS).toISOString(),
        },
        signal,
      });
    },
  });
}

/** The client's latest checked works (h-works: GET /tutor/submissions/?client=&status=checked). */
export const useRecentResults = (clientId: number) =>
  useQuery({
    queryKey: ['tutor', 'submissions', 'client', clientId, 'checked'],
    queryFn: ({ signal }) =>
      call(contract.personalWorks.submissions, {
        query: { client: clientId, status: ['checked'], limit: 3, offset: 0 },
        signal,
      }),
  });
