import type { QueryOf, contract } from '@school/contract';

/** Tasks of the bank shown at a time. */
export const BANK_PAGE_SIZE = 10;

export interface BankFilters {
  classType: number | null;
  taskNumber: number | null;
  topic: number | null;
  search: string;
  source: 'all' | 'bank' | 'own';
  page: number;
}

export const initialBankFilters = (classType: number | null): BankFilters => ({
  classType,
  taskNumber: null,
  topic: null,
  search: '',
  source: 'all',
  page: 1,
});

/**
 * A change of filter starts from the first page; a new subject drops the number and topic, which
 * belong to the old one.
 */
export function changeBankFilters(current: BankFilters, patch: Partial<Omit<BankFilters, 'page'>>): BankFilters {
  const next = { ...current, ...patch, page: 1 };
  if (patch.classType !== undefined && patch.classType !== current.classType) {
    next.taskNumber = null;
    next.topic = null;
  }
  return next;
}

export function toBankQuery(filters: BankFilters): QueryOf<typeof contract.materials.tasks> {
  const search = filters.search.trim();
  return {
    classType: filters.classType ?? undefined,
    taskNumber: filters.taskNumber ?? undefined,
    topic: filters.topic ?? undefined,
    search: search === '' ? undefined : search.slice(0, 100),
    source: filters.source === 'all' ? undefined : filters.source,
    limit: BANK_PAGE_SIZE,
    offset: (filters.page - 1) * BANK_PAGE_SIZE,
  };
}

export const bankPageCount = (count: number): number => Math.max(1, Math.ceil(count / BANK_PAGE_SIZE));
