import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { catalogHref } from '../../../shared/config/paths';
import { readFilters, toSearch, type CatalogFilters } from '../lib/catalog-search';

export interface CatalogView {
  /** The route's optional product type (/catalog/{productTypeId}). */
  productTypeId: number | undefined;
  filters: CatalogFilters;
  setFilters: (change: Partial<CatalogFilters>) => void;
  /** The filters off, the product type kept. */
  clearFilters: () => void;
  /** Back to the whole catalog: no product type, no filters. */
  reset: () => void;
}

function readProductTypeId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Spec 2 §2: the catalog's filters live in the URL, so a link or a reload shows the same catalog. */
export function useCatalogFilters(): CatalogView {
  const navigate = useNavigate();
  const { productTypeId: rawId } = useParams({ strict: false }) as { productTypeId?: string };
  const productTypeId = readProductTypeId(rawId);
  const filters = readFilters(useSearch({ strict: false }));
  return {
    productTypeId,
    filters,
    setFilters: (change) =>
      void navigate({ to: catalogHref(productTypeId), search: toSearch({ ...filters, ...change }) }),
    clearFilters: () => void navigate({ to: catalogHref(productTypeId), search: {} }),
    reset: () => void navigate({ to: catalogHref(), search: {} }),
  };
}
