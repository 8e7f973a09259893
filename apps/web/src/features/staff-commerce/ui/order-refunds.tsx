import { Badge, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffOrderDetail } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { formatDateTime } from '../../../shared/lib/format';
import '../i18n';

const COLORS = { pending: 'orange', succeeded: 'teal', failed: 'red' } as const;

/** An order's refunds, oldest first: the failed and the pending ones too (docs/staff-commerce.md "Refunds"). */
export function OrderRefunds({ order }: { order: StaffOrderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('staffCommerce.order.refunds')}
      </Title>
      <Table.ScrollContainer minWidth={820}>
        <Table striped aria-label={t('staffCommerce.order.refunds')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staffCommerce.order.refundAt')}</Table.Th>
              <Table.Th>{t('staffCommerce.order.refundAmount')}</Table.Th>
              <Table.Th>{t('staffCommerce.order.refundStatus')}</Table.Th>
              <Table.Th>{t('staffCommerce.order.refundBy')}</Table.Th>
              <Table.Th>{t('staffCommerce.order.reason')}</Table.Th>
              <Table.Th>{t('staffCommerce.order.access')}</Table.Th>
              <Table.Th>{t('staffCommerce.order.refundId')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.refunds.map((refund) => (
              <Table.Tr key={refund.id}>
                <Table.Td>{formatDateTime(refund.createdAt, i18n.language)}</Table.Td>
                <Table.Td>{money(refund.amount, refund.currency)}</Table.Td>
                <Table.Td>
                  <Badge color={COLORS[refund.status]} variant="light" tt="none">
                    {t(`staffCommerce.order.refundStatuses.${refund.status}`)}
                  </Badge>
                  {refund.errorMessage ? ` ${refund.errorMessage}` : ''}
                </Table.Td>
                <Table.Td>{refund.actor?.fullName ?? '—'}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{refund.reason}</Table.Td>
                <Table.Td>
                  {refund.keepAccess ? t('staffCommerce.order.accessKept') : t('staffCommerce.order.accessRevoked')}
                </Table.Td>
                <Table.Td>{refund.providerRefundId ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
