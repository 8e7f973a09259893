import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf, StaffDeckDetail, StaffTheoryTopicDetail } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { useContentMutation } from './content';

// Theory for tutors and memory-card decks (docs/staff-content.md).

const c = contract.staffContent;
const KEY = ['staff', 'content'] as const;
const topicKey = (id: number) => [...KEY, 'theory-topic', id];
const deckKey = (id: number) => [...KEY, 'deck', id];

export type TheoryQuery = QueryOf<typeof c.theoryTopics>;
export type DecksQuery = QueryOf<typeof c.decks>;

export const useTheoryTopics = (query: TheoryQuery) =>
  useQuery({
    queryKey: [...KEY, 'theory', query],
    queryFn: ({ signal }) => call(c.theoryTopics, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTheoryTopic = (id: number) =>
  useQuery({ queryKey: topicKey(id), queryFn: ({ signal }) => call(c.theoryTopic, { params: { id }, signal }) });

/** A write that answers the whole topic: the page shows the answer at once. */
function useTopicMutation<V>(topicId: number | undefined, fn: (variables: V) => Promise<StaffTheoryTopicDetail>) {
  const client = useQueryClient();
  return useContentMutation(fn, (topic) => {
    if (topicId !== undefined) client.setQueryData(topicKey(topicId), topic);
  });
}

export const useSaveTopic = (id?: number) =>
  useTopicMutation(id, (body: BodyOf<typeof c.createTheoryTopic>) =>
    id === undefined ? call(c.createTheoryTopic, { body }) : call(c.updateTheoryTopic, { params: { id }, body }),
  );

export const useSaveSubTheory = (topicId: number) =>
  useTopicMutation(topicId, (input: { id?: number; body: BodyOf<typeof c.createSubTheory> }) =>
    input.id === undefined
      ? call(c.createSubTheory, { params: { id: topicId }, body: input.body })
      : call(c.updateSubTheory, { params: { id: input.id }, body: input.body }),
  );

export const useOrderSubTheories = (topicId: number) =>
  useTopicMutation(topicId, (subTheories: number[]) =>
    call(c.orderSubTheories, { params: { id: topicId }, body: { subTheories } }),
  );

export const useDeleteSubTheory = (topicId: number) =>
  useTopicMutation(topicId, (id: number) => call(c.deleteSubTheory, { params: { id } }));

export const useDecks = (query: DecksQuery) =>
  useQuery({
    queryKey: [...KEY, 'decks', query],
    queryFn: ({ signal }) => call(c.decks, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useDeck = (id: number) =>
  useQuery({ queryKey: deckKey(id), queryFn: ({ signal }) => call(c.deck, { params: { id }, signal }) });

function useDeckMutation<V>(deckId: number | undefined, fn: (variables: V) => Promise<StaffDeckDetail>) {
  const client = useQueryClient();
  return useContentMutation(fn, (deck) => {
    if (deckId !== undefined) client.setQueryData(deckKey(deckId), deck);
  });
}

export const useSaveDeck = (id?: number) =>
  useDeckMutation(id, (body: BodyOf<typeof c.createDeck>) =>
    id === undefined ? call(c.createDeck, { body }) : call(c.updateDeck, { params: { id }, body }),
  );

export const useSaveCard = (deckId: number) =>
  useDeckMutation(deckId, (input: { id?: number; body: BodyOf<typeof c.createCard> }) =>
    input.id === undefined
      ? call(c.createCard, { params: { id: deckId }, body: input.body })
      : call(c.updateCard, { params: { id: input.id }, body: input.body }),
  );

export const useDeleteCard = (deckId: number) =>
  useDeckMutation(deckId, (id: number) => call(c.deleteCard, { params: { id } }));

export const useOrderCards = (deckId: number) =>
  useDeckMutation(deckId, (cards: number[]) => call(c.orderCards, { params: { id: deckId }, body: { cards } }));
