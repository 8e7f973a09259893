import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

const COLORS: Record<string, string> = {
  created: 'gray',
  paid: 'teal',
  refund_due: 'orange',
  partially_refunded: 'grape',
  refunded: 'red',
};

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" tt="none">
      {t(`staffCommerce.orders.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
