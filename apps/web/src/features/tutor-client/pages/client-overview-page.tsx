import { getRouteApi } from '@tanstack/react-router';
import { Stack } from '@mantine/core';
import { paths } from '../../../shared/config/paths';
import { useClient } from '../../../shared/tutor-clients/client-query';
import { ClientDetails } from '../components/client-details';
import '../i18n';

const route = getRouteApi(paths.clientOverview);

/** Spec 3 §2 /clients/{id}: the client's overview (issue 12). The client area's header is the route's. */
export function ClientOverviewPage() {
  const clientId = Number(route.useParams().clientId);
  const client = useClient(clientId);
  return <Stack gap="lg">{client.data && <ClientDetails client={client.data} />}</Stack>;
}
