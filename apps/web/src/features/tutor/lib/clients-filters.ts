import type { TutorClientStatus, TutorClientsQuery } from '@school/contract';

export const CLIENTS_PAGE_SIZE = 20;
/** The server refuses a longer search (contract SearchText). */
export const SEARCH_MAX_LENGTH = 100;

export type StatusFilter = TutorClientStatus | 'all';

/** What the tutor set on the clients page; pages count from 1. */
export interface ClientsFilters {
  search: string;
  status: StatusFilter;
  page: number;
}

export const INITIAL_CLIENTS_FILTERS: ClientsFilters = { search: '', status: 'all', page: 1 };

/** The page's filters as the query of GET /tutor/clients/: empty choices are left out. */
export function toClientsQuery(filters: ClientsFilters, pageSize = CLIENTS_PAGE_SIZE): TutorClientsQuery {
  const search = filters.search.trim().slice(0, SEARCH_MAX_LENGTH);
  const page = Math.max(1, Math.floor(filters.page) || 1);
  return {
    search: search || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}

/** At least one page, so the pager never shows "page 1 of 0". */
export const pageCount = (count: number, pageSize = CLIENTS_PAGE_SIZE) => Math.max(1, Math.ceil(count / pageSize));

/** A filter narrows the list: an empty answer then means "nothing found", not "no clients yet". */
export const isFiltered = (filters: ClientsFilters) => filters.search.trim() !== '' || filters.status !== 'all';
