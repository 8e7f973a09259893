import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { studentBalanceQuery } from '../../../shared/api/student-balance-query';

export const CHAT_STYLING_KEY = ['chat-styling'] as const;

export const textColorsQuery = queryOptions({
  queryKey: [...CHAT_STYLING_KEY, 'text-colors'],
  queryFn: ({ signal }) => call(contract.chatStyling.textColors, { signal }),
});

export const stickerPacksQuery = queryOptions({
  queryKey: [...CHAT_STYLING_KEY, 'sticker-packs'],
  queryFn: ({ signal }) => call(contract.chatStyling.stickerPacks, { signal }),
});

/** What the student's messages carry now (chosen colour, usable packs, balance): the composer reads it too. */
export const chatStylingConfigQuery = queryOptions({
  queryKey: [...CHAT_STYLING_KEY, 'config'],
  queryFn: ({ signal }) => call(contract.chatStyling.config, { signal }),
});

export type ItemKind = 'textColor' | 'stickerPack';

export const featurePlansQuery = (kind: ItemKind, id: number) =>
  queryOptions({
    queryKey: [...CHAT_STYLING_KEY, 'plans', kind, id],
    queryFn: ({ signal }) =>
      call(
        kind === 'textColor'
          ? contract.chatStyling.textColorFeaturePlans
          : contract.chatStyling.stickerPackFeaturePlans,
        {
          params: { id },
          signal,
        },
      ),
  });

export const useTextColors = () => useQuery(textColorsQuery);
export const useStickerPacks = () => useQuery(stickerPacksQuery);
export const useFeaturePlans = (kind: ItemKind, id: number) => useQuery(featurePlansQuery(kind, id));

/** After a purchase or a choice every styling answer and the header's balance are out of date. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CHAT_STYLING_KEY }),
      queryClient.invalidateQueries({ queryKey: studentBalanceQuery.queryKey }),
    ]);
}

/** Buys with the caller's idempotency key: a retry of the same attempt sends the same key (spec 3 §7). */
export function usePurchase(kind: ItemKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { featurePlanId: number; idempotencyKey: string }) =>
      call(kind === 'textColor' ? contract.chatStyling.purchaseTextColor : contract.chatStyling.purchaseStickerPack, {
        body,
      }),
    onSuccess: refresh,
  });
}

export function useChangeTextColor() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { textColor: number; chosen: boolean }) => call(contract.chatStyling.changeTextColor, { body }),
    onSuccess: async (config) => {
      queryClient.setQueryData(chatStylingConfigQuery.queryKey, config);
      await refresh();
    },
  });
}
