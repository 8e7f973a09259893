import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Buy an item not owned, extend one owned for a time; nothing for an item owned for good. */
export function BuyButton({
  item,
  onBuy,
}: {
  item: { isPurchased: boolean; expiresAt: string | null };
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  if (item.isPurchased && !item.expiresAt) return null;
  return (
    <Button size="xs" variant={item.isPurchased ? 'default' : 'filled'} onClick={onBuy}>
      {t(item.isPurchased ? 'chatStyling.extend' : 'chatStyling.buy')}
    </Button>
  );
}
