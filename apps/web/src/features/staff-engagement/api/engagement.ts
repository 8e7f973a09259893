import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerKind, BodyOf, QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const c = contract.staffEngagement;
export type ModalsQuery = QueryOf<typeof c.modals>;
export type ModalBody = BodyOf<typeof c.createModal>;
export type FlagBody = BodyOf<typeof c.updateFlag>;

const KEY = ['staff', 'engagement'] as const;

export const useModals = (query: ModalsQuery) =>
  useQuery({
    queryKey: [...KEY, 'modals', query],
    queryFn: ({ signal }) => call(c.modals, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useEngagementOptions = () =>
  useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: ({ signal }) => call(c.options, { signal }),
    staleTime: 5 * 60_000,
  });

export const useModalResults = (id: number) =>
  useQuery({ queryKey: [...KEY, 'results', id], queryFn: ({ signal }) => call(c.results, { params: { id }, signal }) });

export const useFlags = () =>
  useQuery({ queryKey: [...KEY, 'flags'], queryFn: ({ signal }) => call(c.flags, { signal }) });

/** Every write refreshes the lists of the area. */
function useWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveModal = () =>
  useWrite(({ id, body }: { id?: number; body: ModalBody }) =>
    id === undefined ? call(c.createModal, { body }) : call(c.updateModal, { params: { id }, body }),
  );

export const useSetModalActive = () =>
  useWrite(({ id, isActive }: { id: number; isActive: boolean }) =>
    call(c.setModalActive, { params: { id }, body: { isActive } }),
  );

export const useSaveFlag = () =>
  useWrite(({ key, body }: { key: string; body: FlagBody }) => call(c.updateFlag, { params: { key }, body }));

export type BannersQuery = QueryOf<typeof c.banners>;
export type BannerBody = BodyOf<typeof c.createBanner>;

export const useBanners = (kind: BannerKind, query: BannersQuery) =>
  useQuery({
    queryKey: [...KEY, 'banners', kind, query],
    queryFn: ({ signal }) => call(c.banners, { params: { kind }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useSaveBanner = () =>
  useWrite(({ kind, id, body }: { kind: BannerKind; id?: number; body: BannerBody }) =>
    id === undefined
      ? call(c.createBanner, { params: { kind }, body })
      : call(c.updateBanner, { params: { kind, id }, body }),
  );

export const useSetBannerActive = () =>
  useWrite(({ kind, id, isActive }: { kind: BannerKind; id: number; isActive: boolean }) =>
    call(c.setBannerActive, { params: { kind, id }, body: { isActive } }),
  );

export const useReferralSettings = () =>
  useQuery({ queryKey: [...KEY, 'referral'], queryFn: ({ signal }) => call(c.referral, { signal }) });

export const useSaveReferral = () =>
  useWrite((body: BodyOf<typeof c.updateReferral>) => call(c.updateReferral, { body }));
