import type { ChatReport, QueryOf, contract } from '@school/contract';

/** The queue's filters as the URL keeps them; no status is the open reports. */
export interface ReportsSearch {
  status?: 'hidden' | 'dismissed' | 'all';
  lesson?: number;
  page?: number;
}
export type ReportsStatus = NonNullable<ReportsSearch['status']> | 'open';

export const REPORTS_PAGE_SIZE = 20;

const STATUS: Record<ReportsStatus, ChatReport['status'] | undefined> = {
  open: 'OPEN',
  hidden: 'HIDDEN',
  dismissed: 'DISMISSED',
  all: undefined,
};

export const statusOf = (search: ReportsSearch): ReportsStatus => search.status ?? 'open';

export function toReportsQuery(search: ReportsSearch): QueryOf<typeof contract.chat.reports> {
  return {
    status: STATUS[statusOf(search)],
    lesson: search.lesson,
    limit: REPORTS_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * REPORTS_PAGE_SIZE,
  };
}

/** A new filter starts again from the first page; the default status is left out of the URL. */
export function withFilters(search: ReportsSearch, next: { status?: ReportsStatus; lesson?: number | null }) {
  const status = next.status ?? statusOf(search);
  const lesson = next.lesson === undefined ? search.lesson : (next.lesson ?? undefined);
  return { status: status === 'open' ? undefined : status, lesson };
}
