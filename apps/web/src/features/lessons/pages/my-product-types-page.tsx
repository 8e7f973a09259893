import { Suspense, useEffect } from 'react';
import { Stack, Title } from '@mantine/core';
import { IconBooks, IconShoppingBag } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MyProductType } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { useNow } from '../../../shared/lessons/use-now';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ButtonLink } from '../../../shared/ui/router-link';
import { LoadError } from '../../../shared/ui/load-error';
import { useMyProductTypes } from '../api/get-my-product-types';
import { CardGrid } from '../components/card-grid';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { ProductTypeCard } from '../components/product-type-card';
import { TutorLecturesBlock } from '../components/tutor-lectures-block';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import '../i18n';

const route = getRouteApi(paths.myProductTypes);

// Issue 13: the individual program's plan, in its own chunk (only students with an ACTIVE program see it).
const ProgramPlan = lazyComponent(() => import('../../../shared/individual-program/program-plan'), 'ProgramPlan');

/**
 * Spec 2 §2 `immediateLevelSelection`: a product type id to open at once. The list is loaded first
 * and the student goes straight (replacing this entry in the history) to that product type's
 * lessons only if it is one of theirs; an unknown id is dropped from the URL and the list shows.
 */
function useImmediateSelection(entries: MyProductType[] | undefined): number | undefined {
  const navigate = useNavigate();
  const { immediateLevelSelection: selected } = route.useSearch();
  useEffect(() => {
    if (selected === undefined || !entries) return;
    const owned = entries.some((entry) => entry.productType.id === selected);
    if (owned)
      void navigate({ to: paths.productTypeLessons, params: { productTypeId: String(selected) }, replace: true });
    else void navigate({ to: paths.myProductTypes, replace: true });
  }, [selected, entries, navigate]);
  return selected;
}

/** Spec 2 §2 /lessons: the student's product types, each opening its lessons. */
export function MyProductTypesPage() {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const query = useMyProductTypes();
  const selected = useImmediateSelection(query.data);

  const body = () => {
    if (query.isError)
      return <LoadError message={t('lessons.myProductTypes.loadError')} onRetry={() => void query.refetch()} />;
    if (query.isPending || selected !== undefined) return <CardGridSkeleton count={3} height={260} />;
    if (query.data.length === 0)
      return (
        <EmptyState
          title={t('lessons.myProductTypes.empty')}
          hint={t('lessons.myProductTypes.emptyHint')}
          icon={<IconBooks size={26} />}
          action={
            <ButtonLink to={paths.catalog} leftSection={<IconShoppingBag size={18} />}>
              {t('lessons.myProductTypes.toCatalog')}
            </ButtonLink>
          }
        />
      );
    return (
      <CardGrid>
        {query.data.map((entry) => (
          <li key={entry.productType.id}>
            <ProductTypeCard entry={entry} now={now} />
          </li>
        ))}
      </CardGrid>
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('lessons.myProductTypes.title')}
      </Title>
      <Suspense fallback={null}>
        <ProgramPlan />
      </Suspense>
      {body()}
      <TutorLecturesBlock />
    </Stack>
  );
}
