import { useEffect, useEffectEvent, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useModeratedLessons } from '../../../shared/chat-moderation/moderation-queries';
import { paths } from '../../../shared/config/paths';
import { useNow } from '../../../shared/lessons/use-now';
import { PagedList } from '../../../shared/ui/paged-list';
import { useReports } from '../api/reports';
import { BanModal, type BanTarget } from '../components/ban-modal';
import { BansPanel } from '../components/bans-panel';
import { ReportFilters } from '../components/report-filters';
import { ReportRow } from '../components/report-row';
import type { ReportedMessage } from '../lib/group-reports';
import { lessonOptions } from '../lib/lesson-options';
import { REPORTS_PAGE_SIZE, type ReportsSearch } from '../lib/report-filters';
import '../i18n';

const route = getRouteApi(paths.moderationReports);

/** /moderation/reports: the queue of reported messages, open first, and a lesson's bans (issue 11). */
export function ReportsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const reports = useReports(search);
  const lessons = useModeratedLessons();
  const now = useNow();
  const [banTarget, setBanTarget] = useState<BanTarget | null>(null);
  const go = (next: ReportsSearch, replace = false) => void navigate({ search: next, replace });
  const page = search.page ?? 1;
  const options = lessonOptions(lessons.data, reports.data?.results);
  const lessonTitle = options.find((option) => option.id === search.lesson)?.title;

  // Closing the last reports of a page takes the page away: an old page number shows the last page instead.
  const pages = Math.max(1, Math.ceil((reports.data?.count ?? 0) / REPORTS_PAGE_SIZE));
  const pastTheEnd = Boolean(reports.data && !reports.isPlaceholderData && page > pages);
  const toLastPage = useEffectEvent((last: number) => go({ ...search, page: last > 1 ? last : undefined }, true));
  useEffect(() => {
    if (pastTheEnd) toLastPage(pages);
  }, [pastTheEnd, pages]);

  const ban = (report: ReportedMessage) => setBanTarget({ lessonId: report.lessonId, user: report.author });
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('routes.moderationReports')}
        </Title>
        <Text c="dimmed">{t('moderation.reports.lead')}</Text>
      </Stack>
      <ReportFilters search={search} lessons={options} onChange={(next) => go(next)} />
      {search.lesson && (
        <BansPanel
          lessonId={search.lesson}
          lessonTitle={lessonTitle ?? t('moderation.reports.lessonNumber', { id: search.lesson })}
          now={now}
        />
      )}
      <PagedList
        query={reports}
        page={page}
        onPage={(next) => go({ ...search, page: next })}
        pageSize={REPORTS_PAGE_SIZE}
        renderItem={(report) => <ReportRow key={report.id} report={report} now={now} onBan={ban} />}
        skeletonHeight={180}
        texts="moderation.reports"
        emptyIcon={<IconMessageReport size={26} />}
      />
      {banTarget && <BanModal target={banTarget} onClose={() => setBanTarget(null)} />}
    </Stack>
  );
}
