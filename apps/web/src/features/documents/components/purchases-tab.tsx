import { useState } from 'react';
import { Button, Center, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { catalogHref } from '../../../shared/config/paths';
import { currentYearMonth } from '../../../shared/lib/zoned-month';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { usePurchaseDocuments } from '../api/get-purchase-documents';
import { useErrorToast } from '../hooks/use-error-toast';
import { DOCUMENTS_PAGE_SIZE, initialFilter, type DocumentsFilter } from '../lib/documents-filter';
import { PurchaseCard } from './purchase-card';
import { PurchaseFilters } from './purchase-filters';

const GRID = { base: 1, sm: 2 } as const;

/** Spec 2 §2 purchased-courses tab: filters, cards 4 at a time, "load more", the empty state. */
export function PurchasesTab() {
  const { t } = useTranslation();
  // Spec 2 §1, §2: the initial filter is this year and month in the deployment's time zone.
  const [now] = useState(() => currentYearMonth(appSettings().timeZone));
  const [filter, setFilter] = useState<DocumentsFilter>(() => initialFilter(now));
  const documents = usePurchaseDocuments(filter);
  useErrorToast(documents.isError ? documents.errorUpdatedAt : 0, t('documents.loadError'));
  const cards = documents.data?.pages.flatMap((page) => page.results) ?? [];

  const body = () => {
    if (documents.isPending)
      return (
        <SimpleGrid cols={GRID} spacing="md" aria-busy="true">
          {Array.from({ length: DOCUMENTS_PAGE_SIZE }, (_, index) => (
            <Skeleton key={index} height={180} radius="lg" />
          ))}
        </SimpleGrid>
      );
    if (documents.isError && cards.length === 0)
      return <LoadError message={t('documents.loadError')} onRetry={() => void documents.refetch()} />;
    if (cards.length === 0)
      return (
        <Stack align="center" gap={0}>
          <EmptyState title={t('documents.empty')} hint={t('documents.emptyHint')} icon={<IconFileText size={26} />} />
          <Button component={Link} to={catalogHref()} variant="light" mt={-32}>
            {t('documents.toCatalog')}
          </Button>
        </Stack>
      );
    return (
      <Stack gap="lg">
        <SimpleGrid cols={GRID} spacing="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {cards.map((document) => (
            <li key={document.id}>
              <PurchaseCard document={document} />
            </li>
          ))}
        </SimpleGrid>
        {documents.hasNextPage && (
          <Center>
            <Button
              variant="default"
              onClick={() => void documents.fetchNextPage()}
              loading={documents.isFetchingNextPage}
            >
              {t('documents.loadMore')}
            </Button>
          </Center>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PurchaseFilters value={filter} currentYear={now.year} onChange={setFilter} />
      {body()}
    </Stack>
  );
}
