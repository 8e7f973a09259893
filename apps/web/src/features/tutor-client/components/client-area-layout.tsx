import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useClassTypes } from '../../../shared/tutor-clients/class-types-query';
import { useClient } from '../../../shared/tutor-clients/client-query';
import { LoadError } from '../../../shared/ui/load-error';
import type { ClientAreaTab } from '../lib/client-area-tabs';
import { ClientAreaHeader } from './client-area-header';
import { ClientAreaTabs } from './client-area-tabs';
import '../i18n';

export interface ClientAreaLayoutProps {
  clientId: number;
  tab: ClientAreaTab;
  /** i18n key of the page when it is below the tab's own page (an edit form, a view). */
  current?: string;
  children: ReactNode;
}

/**
 * Spec 3 §2 /clients/{id}: every page of one client under the same header and tabs. Another
 * tutor's client answers 404 like a missing one, and the page below is not shown at all.
 */
export function ClientAreaLayout({ clientId, tab, current, children }: ClientAreaLayoutProps) {
  const { t } = useTranslation();
  const client = useClient(Number.isSafeInteger(clientId) && clientId > 0 ? clientId : null);
  const classTypes = useClassTypes();
  const notFound =
    !(Number.isSafeInteger(clientId) && clientId > 0) ||
    (client.error instanceof ApiError && client.error.status === 404);
  return (
    <Stack gap="lg">
      <ClientAreaHeader
        clientId={clientId}
        client={client.data}
        classType={client.data && classTypes.data?.get(client.data.classTypeId)}
        current={current}
      />
      {notFound ? (
        <Alert color="gray">{t('tutorClientArea.notFound')}</Alert>
      ) : client.isError ? (
        <LoadError message={t('tutorClientArea.loadError')} onRetry={() => void client.refetch()} />
      ) : (
        <>
          <ClientAreaTabs clientId={clientId} active={tab} />
          {children}
        </>
      )}
    </Stack>
  );
}
