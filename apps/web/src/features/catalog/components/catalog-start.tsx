import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { catalogStartSeen, shouldStartCatalog } from '../../../shared/catalog/catalog-start';
import { paths } from '../../../shared/config/paths';

/**
 * Catalog start (docs/products-access.md): the plain /catalog sends a student who owns nothing
 * (no subjects in GET /products/student-class-types/) to the start page, once per session.
 * A catalog with a product type or filters is a chosen destination and opens as asked.
 * A leaf that draws nothing: the subjects' answer re-renders it alone, not the whole catalog
 * (issue 8: 549 components rendered again).
 */
export function CatalogStart(state: { isStudent: boolean; plainCatalog: boolean }) {
  const navigate = useNavigate();
  const seen = catalogStartSeen();
  const subjects = useQuery({
    queryKey: ['products', 'student-class-types'],
    queryFn: ({ signal }) => call(contract.products.studentClassTypes, { signal }),
    enabled: state.isStudent && state.plainCatalog && !seen,
    retry: false,
  });
  const go = shouldStartCatalog({ ...state, seen, subjects: subjects.data });
  useEffect(() => {
    if (go) void navigate({ to: paths.catalogStart, replace: true });
  }, [go, navigate]);
  return null;
}
