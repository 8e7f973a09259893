import { useState } from 'react';
import { Center, Pagination, Skeleton, Stack, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { HISTORY_PAGE_SIZE, useReferralHistory } from '../api/referral';
import { HistoryRow } from '../components/history-row';
import '../i18n';

/** Spec 1 §2 /referral/history: bonuses earned and used, newest first (breadcrumbs come from the route). */
export function ReferralHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useReferralHistory(page);
  const pages = Math.max(1, Math.ceil((history.data?.count ?? 0) / HISTORY_PAGE_SIZE));

  const body = () => {
    if (history.isError)
      return <LoadError message={t('referral.history.loadError')} onRetry={() => void history.refetch()} />;
    if (history.isPending)
      return (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={76} radius="md" />
          ))}
        </Stack>
      );
    if (history.data.count === 0)
      return (
        <EmptyState
          title={t('referral.history.empty')}
          hint={t('referral.history.emptyHint')}
          icon={<IconGift size={26} />}
        />
      );
    return (
      <Stack
        gap="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none', opacity: history.isPlaceholderData ? 0.6 : 1 }}
      >
        {history.data.results.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('referral.history.title')}
      </Title>
      {body()}
      {pages > 1 && !history.isError && (
        <Center component="nav" aria-label={t('referral.history.pagination')}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`referral.history.${control}`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
