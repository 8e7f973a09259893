import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list';
import { HISTORY_PAGE_SIZE, useReferralHistory } from '../api/referral';
import { HistoryRow } from '../components/history-row';
import '../i18n';

/** Spec 1 §2 /referral/history: bonuses earned and used, newest first (breadcrumbs come from the route). */
export function ReferralHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useReferralHistory(page);
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('referral.history.title')}
      </Title>
      <PagedList
        query={history}
        page={page}
        onPage={setPage}
        pageSize={HISTORY_PAGE_SIZE}
        renderItem={(entry) => <HistoryRow key={entry.id} entry={entry} />}
        skeletonHeight={76}
        texts="referral.history"
        emptyIcon={<IconGift size={26} />}
      />
    </Stack>
  );
}
