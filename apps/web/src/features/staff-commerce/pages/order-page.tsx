import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconReceiptRefund } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { REFUND_STAFF, type Role } from '@school/contract';
import { TitledSectionTable } from '../../../shared/staff/section-table';
import { money } from '../../../shared/cart/money';
import { paths } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/lib/format';
import { useUser } from '../../../shared/session/session-store';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useOrder } from '../api/commerce';
import { OrderRefunds } from '../ui/order-refunds';
import { OrderStatusBadge } from '../ui/order-status-badge';
import { RefundModal } from '../ui/refund-modal';
import { ResolveRefundModal } from '../ui/resolve-refund-modal';
import '../i18n';

const route = getRouteApi(paths.staffCommerceOrder);

/** What may be refunded (docs/staff-commerce.md "Refunds"). */
const REFUNDABLE = ['paid', 'partially_refunded', 'refund_due'];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Issue 16: an order with its lines, payments and refunds (docs/staff-commerce.md "Orders", "Refunds"). */
export function OrderPage(): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const id = Number(route.useParams().orderId);
  const order = useOrder(id);
  const role = useUser()?.role;
  const canRefund = role !== undefined && (REFUND_STAFF as readonly Role[]).includes(role);
  const [refunding, setRefunding] = useState(false);
  const [resolving, setResolving] = useState<number | null>(null);
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');

  const back = (
    <Anchor component={Link} to={paths.staffCommerceOrders} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('staffCommerce.order.back')}
      </Group>
    </Anchor>
  );
  if (order.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">{t('staffCommerce.order.notFound')}</Alert>
      </Stack>
    );
  }
  if (!order.data) return <Skeleton height={320} radius="md" />;
  const data = order.data;
  const pendingRefund = data.refunds.find((refund) => refund.status === 'pending');
  const refundable = REFUNDABLE.includes(data.status) && !pendingRefund;
  return (
    <Stack gap="lg">
      {back}
      <StaffPageHeader
        title={t('staffCommerce.order.title', { id })}
        actions={
          canRefund && refundable ? (
            <Button
              color="red"
              leftSection={<IconReceiptRefund size={18} aria-hidden />}
              onClick={() => setRefunding(true)}
            >
              {t('staffCommerce.order.refundButton')}
            </Button>
          ) : undefined
        }
      />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('staffCommerce.order.summary')}
            </Title>
            <OrderStatusBadge status={data.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Fact label={t('staffCommerce.order.holder')}>{data.holderName}</Fact>
            <Fact label={t('staffCommerce.order.email')}>{data.email}</Fact>
            <Fact label={t('staffCommerce.order.phone')}>{data.phone}</Fact>
            <Fact label={t('staffCommerce.order.student')}>#{data.userId}</Fact>
            <Fact label={t('staffCommerce.order.created')}>{when(data.createdAt)}</Fact>
            <Fact label={t('staffCommerce.order.paid')}>{when(data.paidAt)}</Fact>
            <Fact label={t('staffCommerce.order.initial')}>{money(data.initialAmount, data.currency)}</Fact>
            <Fact label={t('staffCommerce.order.discount')}>
              {money(data.discount, data.currency)}
              {data.coupon ? ` · ${t('staffCommerce.order.coupon')} ${data.coupon.code}` : ''}
            </Fact>
            <Fact label={t('staffCommerce.order.amount')}>
              <Text span fw={700}>
                {money(data.amount, data.currency)}
              </Text>
            </Fact>
            <Fact label={t('staffCommerce.order.refunded')}>{money(data.refundedAmount, data.currency)}</Fact>
            <Fact label={t('staffCommerce.order.refundable')}>{money(data.refundableAmount, data.currency)}</Fact>
          </SimpleGrid>
        </Stack>
      </Card>
      {pendingRefund && (
        <Alert color="orange">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('staffCommerce.order.pendingAlert')}</Text>
            {canRefund && (
              <Button size="xs" variant="default" onClick={() => setResolving(pendingRefund.id)}>
                {t('staffCommerce.resolve.open')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {data.refunds.length > 0 && <OrderRefunds order={data} />}
      <TitledSectionTable
        title={t('staffCommerce.order.items')}
        minWidth={480}
        head={[t('staffCommerce.order.product'), t('staffCommerce.order.price')]}
        rows={data.items.map((item) => ({
          key: item.id,
          cells: [
            `${item.title} · #${item.productId}${item.isGift ? ` (${t('staffCommerce.order.gift')})` : ''}`,
            money(item.price, data.currency),
          ],
        }))}
        empty="—"
      />
      <TitledSectionTable
        title={t('staffCommerce.order.transactions')}
        minWidth={720}
        head={[
          t('staffCommerce.order.created'),
          t('staffCommerce.order.system'),
          t('staffCommerce.order.txStatus'),
          t('staffCommerce.order.amount'),
          t('staffCommerce.order.providerId'),
        ]}
        rows={data.transactions.map((tx) => ({
          key: tx.uuid,
          cells: [
            when(tx.createdAt),
            `${tx.paymentSystem}${tx.requisites ? ` (${t('staffCommerce.order.requisites')})` : ''}`,
            `${t(`staffCommerce.order.txStatuses.${tx.status}`)}${tx.errorMessage ? ` · ${tx.errorMessage}` : ''}`,
            money(tx.amount, tx.currency),
            tx.providerTransactionId ?? '—',
          ],
        }))}
        empty="—"
      />
      {canRefund && (
        <RefundModal
          order={data}
          opened={refunding}
          onClose={() => setRefunding(false)}
          onDone={() => {
            setRefunding(false);
            notifications.show({ color: 'teal', message: t('staffCommerce.refund.done', { id }) });
          }}
        />
      )}
      {canRefund && (
        <ResolveRefundModal
          orderId={id}
          refundId={resolving}
          onClose={() => setResolving(null)}
          onDone={() => {
            setResolving(null);
            notifications.show({ color: 'teal', message: t('staffCommerce.resolve.done') });
          }}
        />
      )}
    </Stack>
  );
}
