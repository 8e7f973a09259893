/** A page of a limit/offset list (`paginated()` in the contract): this page's results and the total. */
interface Page {
  count: number;
  results: readonly unknown[];
}

/** Where the next page starts, or undefined when everything is loaded. */
export function nextOffset(loaded: number, count: number, lastPageSize: number): number | undefined {
  if (lastPageSize === 0 || loaded >= count) return undefined;
  return loaded;
}

/** `getNextPageParam` of an infinite query over such a list: the offset after the pages loaded. */
export const nextPageOffset = (last: Page, pages: readonly Page[]): number | undefined =>
  nextOffset(
    pages.reduce((sum, page) => sum + page.results.length, 0),
    last.count,
    last.results.length,
  );
