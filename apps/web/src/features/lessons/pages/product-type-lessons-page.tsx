import { useEffect, useEffectEvent } from 'react';
import { Center, Pagination, Stack } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { LessonCard } from '../../../shared/lessons/lesson-card';
import { useNow } from '../../../shared/lessons/use-now';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { useLessons } from '../api/get-lessons';
import { CardGrid } from '../components/card-grid';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { ProductTypeHeader } from '../components/product-type-header';
import { pageCount } from '../lib/pages';
import '../i18n';

const route = getRouteApi(paths.productTypeLessons);

function useProductTypeId(): number | null {
  const { productTypeId } = route.useParams();
  const id = Number(productTypeId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Spec 2 §2 /lessons/{productTypeId}: the product type's lessons, 20 a page (`page` in the URL). */
export function ProductTypeLessonsPage() {
  const productTypeId = useProductTypeId();
  if (productTypeId === null) return <Navigate to={paths.notFound} replace />;
  // A new product type is a new list: keyed, nothing of the previous one stays on screen.
  return <ProductTypeLessons key={productTypeId} productTypeId={productTypeId} />;
}

function ProductTypeLessons({ productTypeId }: { productTypeId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow();
  const { page = 1 } = route.useSearch();
  // The query key holds the product type and the page: a change of either loads again.
  const lessons = useLessons(productTypeId, page);
  const data = lessons.data;
  const pages = data ? pageCount(data.count) : 1;
  const goTo = (next: number, replace = false) =>
    navigate({
      to: paths.productTypeLessons,
      params: { productTypeId: String(productTypeId) },
      search: next > 1 ? { page: next } : {},
      replace,
    });
  const toLastPage = useEffectEvent((last: number) => void goTo(last, true));

  // A page past the end (an old link) shows the last page instead of an empty one.
  const pastTheEnd = Boolean(data && !lessons.isPlaceholderData && page > pages);
  useEffect(() => {
    if (pastTheEnd) toLastPage(pages);
  }, [pastTheEnd, pages]);

  const body = () => {
    if (lessons.isError)
      return <LoadError message={t('lessons.list.loadError')} onRetry={() => void lessons.refetch()} />;
    if (!data) return <CardGridSkeleton />;
    if (data.results.length === 0)
      return (
        <EmptyState title={t('lessons.list.empty')} hint={t('lessons.list.emptyHint')} icon={<IconVideo size={26} />} />
      );
    return (
      <CardGrid>
        {data.results.map((lesson) => (
          <li key={lesson.id} style={{ opacity: lessons.isPlaceholderData ? 0.6 : 1 }}>
            <LessonCard lesson={lesson} now={now} headingLevel={2} />
          </li>
        ))}
      </CardGrid>
    );
  };

  return (
    <Stack gap="lg">
      <ProductTypeHeader productTypeId={productTypeId} count={data?.count} />
      {body()}
      {pages > 1 && !lessons.isError && (
        <Center component="nav" aria-label={t('lessons.list.pagination')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => void goTo(next)}
            getControlProps={(control) => ({ 'aria-label': t(`lessons.list.${control}`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
