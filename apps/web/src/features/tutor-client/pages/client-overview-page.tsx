import { SimpleGrid, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useClient } from '../../../shared/tutor-clients/client-query';
import { LoadError } from '../../../shared/ui/load-error';
import { useClientOverview } from '../api/lectures-api';
import { ClientDetails } from '../components/client-details';
import { ClientGoals } from '../components/client-goals';
import { ClientLecturesSummary } from '../components/client-lectures-summary';
import { ClientRecentResults } from '../components/client-recent-results';
import { ClientUpcomingLessons } from '../components/client-upcoming-lessons';
import '../i18n';

const route = getRouteApi(paths.clientOverview);

/**
 * Spec 3 §2 /clients/{id}: the client's overview (issue 12) — upcoming lessons, recent results,
 * lectures, the goals and the card.
 * The client area's header is the route's (clientAreaPage).
 */
export function ClientOverviewPage() {
  const { t } = useTranslation();
  const clientId = Number(route.useParams().clientId);
  const client = useClient(clientId);
  const overview = useClientOverview(clientId);
  return (
    <Stack gap="lg">
      {overview.isError && (
        <LoadError message={t('tutorClientArea.overview.loadError')} onRetry={() => void overview.refetch()} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <ClientUpcomingLessons clientId={clientId} />
          <ClientRecentResults clientId={clientId} />
          <ClientLecturesSummary clientId={clientId} counts={overview.data?.lectures} />
        </Stack>
        <Stack gap="lg">
          <ClientGoals goals={overview.data?.goals} />
          {client.data && <ClientDetails client={client.data} />}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
