import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PromoCodeForm } from '../../../shared/cart/promo-code-form';
import { cartCalls } from '../api/cart-api';
import { useStoreCart } from '../hooks/use-cart-actions';
import '../i18n';

/** Spec 2 §2: the promo code form opens from 'I have a promo code'; the answer replaces the cart. */
export function CartPromo({ hash }: { hash?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const store = useStoreCart(hash);
  if (!open)
    return (
      <Button
        variant="subtle"
        leftSection={<IconTicket size={18} />}
        onClick={() => setOpen(true)}
        px={4}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('cart.promo.open')}
      </Button>
    );
  return (
    <PromoCodeForm
      attr="coupon_value"
      submit={(code) => cartCalls(hash).applyCoupon(code)}
      onSuccess={(cart) => {
        store(cart);
        setOpen(false);
      }}
      label={t('cart.promo.label')}
      placeholder={t('cart.promo.placeholder')}
      submitLabel={t('cart.promo.apply')}
      autoFocus
    />
  );
}
