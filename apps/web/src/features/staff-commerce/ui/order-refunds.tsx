import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffOrderDetail } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { formatDateTime } from '../../../shared/lib/format';
import { TitledSectionTable } from '../../../shared/staff/section-table';
import '../i18n';

const COLORS = { pending: 'orange', succeeded: 'teal', failed: 'red' } as const;

/** An order's refunds, oldest first: the failed and the pending ones too (docs/staff-commerce.md "Refunds"). */
export function OrderRefunds({ order }: { order: StaffOrderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <TitledSectionTable
      title={t('staffCommerce.order.refunds')}
      minWidth={820}
      head={[
        t('staffCommerce.order.refundAt'),
        t('staffCommerce.order.refundAmount'),
        t('staffCommerce.order.refundStatus'),
        t('staffCommerce.order.refundBy'),
        t('staffCommerce.order.reason'),
        t('staffCommerce.order.access'),
        t('staffCommerce.order.refundId'),
      ]}
      rows={order.refunds.map((refund) => ({
        key: refund.id,
        cells: [
          formatDateTime(refund.createdAt, i18n.language),
          money(refund.amount, refund.currency),
          <>
            <Badge color={COLORS[refund.status]} variant="light" tt="none">
              {t(`staffCommerce.order.refundStatuses.${refund.status}`)}
            </Badge>
            {refund.errorMessage ? ` ${refund.errorMessage}` : ''}
          </>,
          refund.actor?.fullName ?? '—',
          <span style={{ wordBreak: 'break-word' }}>{refund.reason}</span>,
          refund.keepAccess ? t('staffCommerce.order.accessKept') : t('staffCommerce.order.accessRevoked'),
          refund.providerRefundId ?? '—',
        ],
      }))}
      empty="—"
    />
  );
}
