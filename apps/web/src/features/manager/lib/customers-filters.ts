import { z } from 'zod';
import { CustomerRoleSchema, type CustomerRole, type CustomersQuery } from '@school/contract';

export const CUSTOMERS_PAGE_SIZE = 20;
/** The server refuses a longer search (contract SearchText). */
export const SEARCH_MAX_LENGTH = 100;

/** Spec 3 §2: /customers?role=student|tutor; anything else reads as students. */
const CustomersSearchSchema = z.object({ role: CustomerRoleSchema.catch('student').default('student') });

export function roleFromSearch(search: unknown): CustomerRole {
  const parsed = CustomersSearchSchema.safeParse(search ?? {});
  return parsed.success ? parsed.data.role : 'student';
}

export interface CustomersFilters {
  role: CustomerRole;
  search: string;
  /** Counts from 1. */
  page: number;
}

/** The page's state as the query of GET /manager/customers/: an empty search is left out. */
export function toCustomersQuery(filters: CustomersFilters, pageSize = CUSTOMERS_PAGE_SIZE): CustomersQuery {
  const search = filters.search.trim().slice(0, SEARCH_MAX_LENGTH);
  const page = Math.max(1, Math.floor(filters.page) || 1);
  return { role: filters.role, search: search || undefined, limit: pageSize, offset: (page - 1) * pageSize };
}

/** At least one page, so the pager never shows "page 1 of 0". */
export const pageCount = (count: number, pageSize = CUSTOMERS_PAGE_SIZE) => Math.max(1, Math.ceil(count / pageSize));
