import { Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { catalogHref } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { useSubscriptions } from '../api/subscriptions';
import { EndingBlock } from '../components/ending-block';
import { SubscriptionCard } from '../components/subscription-card';
import '../i18n';

/** Spec 2 §2 subscriptions: auto-renewals with their status, turning one off, and renewing what ends soon. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();

  const body = () => {
    if (subscriptions.isError)
      return <LoadError message={t('subscriptions.loadError')} onRetry={() => void subscriptions.refetch()} />;
    if (subscriptions.isPending)
      return (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={150} radius="lg" />
          <Skeleton height={150} radius="lg" />
        </Stack>
      );
    if (subscriptions.data.length === 0)
      return (
        <Stack align="center" gap={0}>
          <EmptyState
            title={t('subscriptions.empty')}
            hint={t('subscriptions.emptyHint')}
            icon={<IconReceipt size={26} />}
          />
          <Button component={Link} to={catalogHref()} variant="light" mt={-32}>
            {t('subscriptions.toCatalog')}
          </Button>
        </Stack>
      );
    return (
      <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {subscriptions.data.map((subscription) => (
          <li key={subscription.id}>
            <SubscriptionCard subscription={subscription} />
          </li>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2" data-onboarding="subscriptionsTab">
        {t('subscriptions.title')}
      </Title>
      <EndingBlock />
      {body()}
    </Stack>
  );
}
