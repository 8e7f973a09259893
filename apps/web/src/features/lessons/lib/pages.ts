/** Lessons per page of a product type's list. */
export const LESSONS_PAGE_SIZE = 20;

export const pageCount = (count: number): number => Math.max(1, Math.ceil(count / LESSONS_PAGE_SIZE));

export const pageOffset = (page: number): number => (page - 1) * LESSONS_PAGE_SIZE;
