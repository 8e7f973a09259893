import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list';
import { HISTORY_PAGE_SIZE, useExpHistory } from '../api/loyalty';
import { ExpHistoryRow } from './exp-history-row';
import '../i18n';

/** The experience history of /loyalty, newest first, a page at a time. */
export function ExpHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useExpHistory(page);
  return (
    <Stack gap="md" component="section" aria-labelledby="exp-history-title">
      <Title order={2} size="h3" id="exp-history-title">
        {t('loyalty.history.title')}
      </Title>
      <PagedList
        query={history}
        page={page}
        onPage={setPage}
        pageSize={HISTORY_PAGE_SIZE}
        renderItem={(entry) => <ExpHistoryRow key={entry.id} entry={entry} />}
        skeletonHeight={64}
        texts="loyalty.history"
        emptyIcon={<IconBolt size={26} />}
      />
    </Stack>
  );
}
