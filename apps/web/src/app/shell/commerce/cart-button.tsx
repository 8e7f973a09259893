import { useEffect } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cartBadgeLabel } from '../../../shared/cart/cart-badge';
import { useCartCount } from '../../../shared/cart/cart-queries';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { useAfterFirstPaint } from '../../../shared/lib/after-first-paint';
import '../../../shared/cart/i18n';

/** Spec 3 §2 header cart button with the item count badge (spec 2 §9: at most 9, then '9+'). */
export function CartButton() {
  const { t } = useTranslation();
  const isStudent = useUser()?.role === 'STUDENT_ROLE';
  const painted = useAfterFirstPaint();
  const count = useCartCount(isStudent && painted);
  // Spec 2 §8: a failed count is a toast; the button stays, without a badge.
  useEffect(() => {
    if (count.isError) notifications.show({ id: 'cart-count-failed', color: 'red', message: t('failed_to_load_cart') });
  }, [count.isError, t]);
  if (!isStudent) return null;
  const total = count.data?.count ?? 0;
  const label = cartBadgeLabel(total);
  return (
    <Indicator label={label} disabled={!label} size={18} offset={4} color="red" inline>
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant="subtle"
        color="gray"
        size={40}
        radius="xl"
        aria-label={total > 0 ? t('sharedCart.cartWithCount', { count: total }) : t('sharedCart.cartLink')}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
