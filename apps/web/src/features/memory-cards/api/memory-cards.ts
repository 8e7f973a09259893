import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemoryCardRating } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { refreshDailyStrike } from '../../../shared/streak/daily-strike-query';

/** Cards fetched per round of a session: enough for a sitting, small enough to stay current. */
export const SESSION_SIZE = 20;

export const decksQuery = queryOptions({
  queryKey: ['memory-cards', 'decks'],
  queryFn: ({ signal }) => call(contract.memoryCards.decks, { signal }),
});

export const deckQueueQuery = (deckId: number) =>
  queryOptions({
    queryKey: ['memory-cards', 'queue', deckId],
    queryFn: ({ signal }) =>
      call(contract.memoryCards.queue, { params: { id: deckId }, query: { limit: SESSION_SIZE }, signal }),
    // A session works through the cards it got; a new round asks again.
    staleTime: Infinity,
  });

export const useDecks = () => useQuery(decksQuery);
export const useDeckQueue = (deckId: number) => useQuery(deckQueueQuery(deckId));

/** An answer moves the deck's figures and may earn today's streak day (spec 1 §2). */
export function useReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: number; rating: MemoryCardRating }) =>
      call(contract.memoryCards.review, { params: { id: cardId }, body: { rating } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: decksQuery.queryKey });
      void refreshDailyStrike(queryClient);
    },
  });
}
