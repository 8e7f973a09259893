import type { QueryOf, contract } from '@school/contract';

/** Submissions per page of the queue. */
export const QUEUE_PAGE_SIZE = 20;

/** The queue's filters as the URL holds them (`/checking?subject=2&homework=14&page=2`). */
export interface QueueSearch {
  subject?: number;
  homework?: number;
  /** Counts from 1. */
  page?: number;
}

export interface SubjectHomeworks {
  classType: { id: number };
  homeworks: readonly { id: number }[];
}

type QueueQuery = QueryOf<typeof contract.homework.checkingQueue>;

/** The URL's filters as the query of GET /v2/homework/checking/. */
export function toQueueQuery(search: QueueSearch, pageSize = QUEUE_PAGE_SIZE): QueueQuery {
  const page = Math.max(1, search.page ?? 1);
  return {
    classType: search.subject,
    homework: search.homework,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}

/** Another subject starts from its first page and drops a homework that is not of that subject. */
export function withSubject(
  search: QueueSearch,
  subject: number | undefined,
  subjects: readonly SubjectHomeworks[],
): QueueSearch {
  const homeworks = subjects.find((entry) => entry.classType.id === subject)?.homeworks ?? [];
  const keepHomework = subject !== undefined && homeworks.some((homework) => homework.id === search.homework);
  return { subject, homework: keepHomework ? search.homework : undefined };
}

/** A homework belongs to one subject: choosing it chooses its subject too, from the first page. */
export function withHomework(
  search: QueueSearch,
  homework: number | undefined,
  subjects: readonly SubjectHomeworks[],
): QueueSearch {
  if (homework === undefined) return { subject: search.subject };
  const owner = subjects.find((entry) => entry.homeworks.some((item) => item.id === homework));
  return { subject: owner?.classType.id ?? search.subject, homework };
}

export const withPage = (search: QueueSearch, page: number): QueueSearch => ({
  ...search,
  page: page > 1 ? page : undefined,
});

export const pageCount = (count: number, pageSize = QUEUE_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(count / pageSize));

/** Only the set params: the router writes what it gets into the URL, an `undefined` included. */
export function cleanSearch(search: QueueSearch): QueueSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as QueueSearch;
}
