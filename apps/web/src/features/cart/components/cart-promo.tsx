import { useEffect, useRef, useState } from 'react';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PromoCodeForm } from '../../../shared/cart/promo-code-form';
import { cartCalls } from '../api/cart-api';
import { useStoreCart } from '../hooks/use-cart-actions';
import '../i18n';

/**
 * Spec 2 §2: the promo code form opens from 'I have a promo code'; the answer replaces the cart.
 * Applied, the form closes: focus goes back to the button that opened it (not to the page's body)
 * and the result is read out.
 */
export function CartPromo({ hash }: { hash?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const store = useStoreCart(hash);
  useEffect(() => {
    if (applied !== null) opener.current?.focus();
  }, [applied]);
  return (
    <>
      {open ? (
        <PromoCodeForm
          attr="coupon_value"
          submit={(code) => cartCalls(hash).applyCoupon(code)}
          onSuccess={(cart) => {
            store(cart);
            setOpen(false);
            setApplied(cart.coupon?.value ?? '');
          }}
          label={t('cart.promo.label')}
          placeholder={t('cart.promo.placeholder')}
          submitLabel={t('cart.promo.apply')}
          autoFocus
        />
      ) : (
        <Button
          ref={opener}
          variant="subtle"
          leftSection={<IconTicket size={18} />}
          onClick={() => setOpen(true)}
          px={4}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('cart.promo.open')}
        </Button>
      )}
      <VisuallyHidden role="status">{applied ? t('cart.promo.applied', { value: applied }) : null}</VisuallyHidden>
    </>
  );
}
