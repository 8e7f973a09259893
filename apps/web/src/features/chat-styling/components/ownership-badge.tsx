import { Badge } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { formatAmount } from '../../../shared/ui/currency/currency-amount';

/** A shop card's status: owned for good, owned until a date, or the cheapest price. */
export function OwnershipBadge({
  item,
}: {
  item: { isPurchased: boolean; expiresAt: string | null; priceFrom: number };
}) {
  const { t, i18n } = useTranslation();
  if (!item.isPurchased) {
    return (
      <Badge
        variant="light"
        color="yellow"
        tt="none"
        rightSection={<IconCoin size={14} aria-label={t('currency.umcoins')} />}
      >
        {t('chatStyling.priceFrom', { price: formatAmount(item.priceFrom) })}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="teal" tt="none">
      {item.expiresAt
        ? t('chatStyling.until', { date: formatDate(item.expiresAt, i18n.language) })
        : t('chatStyling.ownedForever')}
    </Badge>
  );
}
