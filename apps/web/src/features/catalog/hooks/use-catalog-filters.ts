import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { paths } from '../../../shared/config/paths';
import { readFilters, toSearch, type CatalogFilters } from '../lib/catalog-search';

const route = getRouteApi(paths.catalog);

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

export function readProductTypeId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The route's params for a product type; an explicit undefined drops the optional segment. */
const paramsOf = (productTypeId: number | undefined) => ({
  productTypeId: productTypeId === undefined ? undefined : String(productTypeId),
});

/** Spec 2 §2: the catalog's filters live in the URL, so a link or a reload shows the same catalog. */
export function useCatalogFilters(): CatalogView {
  const navigate = useNavigate();
  const productTypeId = readProductTypeId(route.useParams().productTypeId);
  const filters = readFilters(route.useSearch());
  const params = paramsOf(productTypeId);
  return {
    productTypeId,
    filters,
    setFilters: (change) => void navigate({ to: paths.catalog, params, search: toSearch({ ...filters, ...change }) }),
    clearFilters: () => void navigate({ to: paths.catalog, params, search: {} }),
    reset: () => void navigate({ to: paths.catalog, params: paramsOf(undefined), search: {} }),
  };
}
