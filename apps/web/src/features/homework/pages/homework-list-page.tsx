import { Stack, Text, Title } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useNow } from '../../../shared/lessons/use-now';
import { PagedList } from '../../../shared/ui/paged-list';
import { LIST_PAGE_SIZE, useHomeworkList } from '../api/homework-api';
import { HomeworkRow } from '../components/homework-row';
import { ListFilters } from '../components/list-filters';
import { filtersOf, searchWith, type HomeworkListFilters } from '../lib/list-search';
import '../i18n';

const route = getRouteApi(paths.homeworkList);

/** Spec 2 §2 /homework/list/{params*}: my homework, filtered and paged by the URL. */
export function HomeworkListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = filtersOf(route.useSearch());
  const query = useHomeworkList(filters);
  const now = useNow(60_000, true);
  const go = (change: Partial<HomeworkListFilters>) =>
    void navigate({ to: paths.homeworkList, params: { _splat: '' }, search: searchWith(filters, change) });
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('homework.title')}</Title>
        <Text c="dimmed">{t('homework.list.lead')}</Text>
      </div>
      <ListFilters filters={filters} onChange={go} />
      <PagedList
        query={query}
        page={filters.page}
        onPage={(page) => go({ page })}
        pageSize={LIST_PAGE_SIZE}
        renderItem={(item) => <HomeworkRow key={item.homeworkId} item={item} now={now} />}
        skeletonHeight={120}
        texts="homework.list"
        emptyIcon={<IconNotebook size={26} />}
      />
    </Stack>
  );
}
