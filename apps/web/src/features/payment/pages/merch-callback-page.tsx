import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconPackage } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { AuthScreen, AuthScreenIcon } from '../../../shared/ui/auth-screen';
import { useTransaction } from '../api/transaction';
import { isUuid } from '../lib/payment-links';
import '../i18n';

const route = getRouteApi(paths.merchCallback);

/**
 * Spec 1 §2 /merch-callback?order_id=: the merch shop sends the buyer back here. When order_id is
 * one of our transactions (a uuid we know), its state is shown; any other id belongs to the shop,
 * so the page just says the order is accepted (the shop e-mails its own updates).
 */
export function MerchCallbackPage() {
  const { t } = useTranslation();
  const { order_id: orderId } = route.useSearch();
  const known = isUuid(orderId);
  const transaction = useTransaction(known ? orderId : undefined);
  const home = (
    <Group justify="center">
      <Button component={Link} to={paths.home}>
        {t('payment.merch.home')}
      </Button>
    </Group>
  );
  const number = orderId && (
    <Text size="sm" c="dimmed" ta="center">
      {t('payment.merch.orderNumber', { id: orderId })}
    </Text>
  );

  if (known && transaction.isPending) {
    return (
      <AuthScreen title={t('payment.merch.pendingTitle')}>
        <Center role="status">
          <Loader />
        </Center>
      </AuthScreen>
    );
  }
  const status = known && transaction.data?.status;
  if (status === 'pending') {
    return (
      <AuthScreen
        icon={
          <AuthScreenIcon color="orange">
            <IconClockHour4 size={34} />
          </AuthScreenIcon>
        }
        title={t('payment.merch.pendingTitle')}
        description={t('payment.merch.pendingText')}
      >
        {number}
        {home}
      </AuthScreen>
    );
  }
  if (status === 'declined') {
    return (
      <AuthScreen
        icon={
          <AuthScreenIcon color="red">
            <IconAlertTriangle size={34} />
          </AuthScreenIcon>
        }
        title={t('payment.merch.declinedTitle')}
        description={transaction.data?.errorMessage ?? undefined}
      >
        {number}
        {home}
      </AuthScreen>
    );
  }
  const paid = status === 'succeeded';
  return (
    <AuthScreen
      icon={
        <AuthScreenIcon color="teal">
          <IconPackage size={34} />
        </AuthScreenIcon>
      }
      title={t(paid ? 'payment.merch.paidTitle' : 'payment.merch.acceptedTitle')}
      description={t(paid ? 'payment.merch.paidText' : 'payment.merch.acceptedText')}
    >
      {number}
      {home}
    </AuthScreen>
  );
}
