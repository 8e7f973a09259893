import { Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { getRouteApi, Link, Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { usePolledTransaction } from '../api/transaction';
import { ProductLinks } from '../components/product-links';
import { StatusPanel } from '../components/status-panel';
import { useRefreshPurchases } from '../hooks/use-refresh-purchases';
import { isUuid } from '../lib/payment-links';
import { emitModalAction } from '../../../shared/modal-events/modal-events';
import '../i18n';

const route = getRouteApi(paths.paymentSuccess);

/** Spec 2 §2 /payment/success/{transactionUuid} (a logged-in non-student is sent away by the route guard). */
export function PaymentSuccessPage() {
  const { transactionUuid } = route.useParams();
  if (!isUuid(transactionUuid)) return <Navigate to={paths.notFound} replace />;
  return <PaymentResult key={transactionUuid} uuid={transactionUuid} />;
}

function PaymentResult({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { query, timedOut, pollAgain } = usePolledTransaction(uuid);
  const transaction = query.data;
  useRefreshPurchases(transaction?.status === 'succeeded');
  const paid = transaction?.status === 'succeeded';
  useEffect(() => (paid ? emitModalAction('PAYMENT') : undefined), [paid]);

  if (query.isError) return <LoadError message={t('payment.success.loadError')} onRetry={() => void query.refetch()} />;
  if (transaction?.status === 'declined') {
    const search = { transaction: uuid };
    return <Navigate to={paths.paymentReject} search={search} replace />;
  }
  if (transaction?.status === 'succeeded') {
    return (
      <StatusPanel
        color="teal"
        icon={<IconCircleCheck size={44} />}
        title={t('payment.success.title')}
        text={t('payment.success.text')}
      >
        <Text ta="center" fw={600}>
          {t('payment.success.amount', { amount: money(transaction.amount, transaction.currency) })}
        </Text>
        <ProductLinks products={transaction.products} />
        <Group justify="center">
          <Button component={Link} to={paths.home} variant="subtle">
            {t('payment.success.toHome')}
          </Button>
        </Group>
      </StatusPanel>
    );
  }
  if (timedOut) {
    return (
      <StatusPanel
        color="orange"
        icon={<IconClockHour4 size={44} />}
        title={t('payment.success.timedOutTitle')}
        text={t('payment.success.timedOutText')}
      >
        <Group justify="center">
          <Button onClick={pollAgain}>{t('payment.success.checkAgain')}</Button>
        </Group>
      </StatusPanel>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <StatusPanel
        color="violet"
        icon={<Loader size={36} color="violet" />}
        title={t('payment.success.pendingTitle')}
        text={t('payment.success.pendingText')}
      />
    </div>
  );
}
