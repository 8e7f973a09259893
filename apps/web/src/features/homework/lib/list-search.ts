import type { HomeworkListFilter } from '@school/contract';

export type DeadlineWindow = 'week' | 'month' | 'overdue';

/** What the URL query of /homework/list carries (spec 2 §2), as the route parses it. */
export interface HomeworkListSearch {
  subject?: number;
  status?: HomeworkListFilter;
  deadline?: DeadlineWindow;
  page?: number;
}

export interface HomeworkListFilters {
  subject: number | undefined;
  status: HomeworkListFilter | undefined;
  deadline: DeadlineWindow | undefined;
  page: number;
}

export const filtersOf = (search: HomeworkListSearch): HomeworkListFilters => ({
  subject: search.subject,
  status: search.status,
  deadline: search.deadline,
  page: search.page ?? 1,
});

/** A changed filter starts again from the first page; the first page and absent filters stay out of the URL. */
export function searchWith(filters: HomeworkListFilters, change: Partial<HomeworkListFilters>): HomeworkListSearch {
  const next = { ...filters, page: 1, ...change };
  const search: HomeworkListSearch = {};
  if (next.subject !== undefined) search.subject = next.subject;
  if (next.status !== undefined) search.status = next.status;
  if (next.deadline !== undefined) search.deadline = next.deadline;
  if (next.page > 1) search.page = next.page;
  return search;
}
