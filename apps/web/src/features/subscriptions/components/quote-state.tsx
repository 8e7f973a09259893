import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { ButtonLink } from '../../../shared/ui/router-link';

/**
 * A quote that is not there: loading, refused by the server (nothing to renew or upgrade, ended,
 * not active, not yours: its own words and the way back), or failed (retry).
 */
export function QuoteState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} />} w="100%">
          {error.first?.detail ?? t('subscriptions.quoteError')}
        </Alert>
        <ButtonLink to={paths.subscriptions} variant="light">
          {t('subscriptions.refused')}
        </ButtonLink>
      </Stack>
    );
  }
  if (error) return <LoadError message={t('subscriptions.quoteError')} onRetry={onRetry} />;
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={28} width="60%" />
      <Skeleton height={180} radius="lg" />
    </Stack>
  );
}
