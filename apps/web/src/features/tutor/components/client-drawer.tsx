import { Alert, Drawer, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassType } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useClient } from '../api/get-client';
import { ClientDetails } from './client-details';
import { LoadError } from '../../../shared/ui/load-error';
import '../i18n';

interface ClientDrawerProps {
  clientId: number | null;
  classTypes: Map<number, ClassType> | undefined;
  onClose: () => void;
}

/** The client's card from GET /tutor/clients/{id}/; the /clients/{id} pages come with a later issue. */
export function ClientDrawer({ clientId, classTypes, onClose }: ClientDrawerProps) {
  const { t } = useTranslation();
  const client = useClient(clientId);
  const notFound = client.error instanceof ApiError && client.error.status === 404;
  return (
    <Drawer opened={clientId !== null} onClose={onClose} position="right" size="md" title={t('tutor.client.details')}>
      {client.data ? (
        <ClientDetails client={client.data} classType={classTypes?.get(client.data.classTypeId)} />
      ) : notFound ? (
        <Alert color="gray">{t('tutor.client.notFound')}</Alert>
      ) : client.isError ? (
        <LoadError message={t('tutor.client.loadError')} onRetry={() => void client.refetch()} />
      ) : (
        <Stack gap="md" aria-busy>
          <Skeleton height={28} width="70%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={120} />
        </Stack>
      )}
    </Drawer>
  );
}
