import { useEffect, useEffectEvent } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { useCheckingSubjects, useQueue } from '../api/checking-queue';
import { QueueFilters } from '../components/queue-filters';
import { QueueRow } from '../components/queue-row';
import { cleanSearch, pageCount, QUEUE_PAGE_SIZE, withPage, type QueueSearch } from '../lib/queue-filters';
import '../../../shared/homework-checking/i18n';

const route = getRouteApi(paths.checking);

/** /checking: the submissions that wait for this checker, oldest deadline first (issue 10). */
export function CheckingQueuePage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const subjects = useCheckingSubjects();
  const queue = useQueue(search);
  const go = (next: QueueSearch, replace = false) => void navigate({ search: cleanSearch(next), replace });
  const page = search.page ?? 1;
  const filtered = search.subject !== undefined || search.homework !== undefined;

  // After checks the last page may be gone: an old page number shows the last page instead.
  const pages = queue.data ? pageCount(queue.data.count) : 1;
  const pastTheEnd = Boolean(queue.data && !queue.isPlaceholderData && page > pages);
  const toLastPage = useEffectEvent((last: number) => go(withPage(search, last), true));
  useEffect(() => {
    if (pastTheEnd) toLastPage(pages);
  }, [pastTheEnd, pages]);

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('routes.checking')}
        </Title>
        <Text c="dimmed">{t('checking.queue.lead')}</Text>
      </Stack>
      {subjects.isError ? (
        <LoadError message={t('checking.queue.filtersFailed')} onRetry={() => void subjects.refetch()} />
      ) : (
        subjects.data && <QueueFilters subjects={subjects.data} search={search} onChange={(next) => go(next)} />
      )}
      {queue.data && queue.data.count > 0 && (
        <Text fw={600} aria-live="polite">
          {t('checking.queue.waiting', { count: queue.data.count })}
        </Text>
      )}
      {filtered && queue.data?.count === 0 && !queue.isPlaceholderData ? (
        <EmptyState
          icon={<IconChecklist size={26} />}
          title={t('checking.queue.emptyFiltered')}
          hint={t('checking.queue.emptyFilteredHint')}
          action={
            <Button variant="light" onClick={() => go({})}>
              {t('checking.queue.resetFilters')}
            </Button>
          }
        />
      ) : (
        <PagedList
          query={queue}
          page={page}
          onPage={(next) => go(withPage(search, next))}
          pageSize={QUEUE_PAGE_SIZE}
          renderItem={(item) => <QueueRow key={item.submissionId} item={item} search={search} />}
          skeletonHeight={120}
          texts="checking.queue"
          emptyIcon={<IconChecklist size={26} />}
        />
      )}
    </Stack>
  );
}
