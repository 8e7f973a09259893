import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storeOwnCart } from './cart-queries';
import { PromoCodeForm } from './promo-code-form';
import { PromoRedeemed } from './promo-redeemed';
import { redeemPromoCode, type PromoRedeemed as Redeemed } from './redeem-promo';
import { emitModalAction } from '../modal-events/modal-events';
import './i18n';

interface PromoRedeemPanelProps {
  /** The button under the input, where the space is narrow (the header popover). */
  stacked?: boolean;
  /** A link of the answer was followed. */
  onNavigate?: () => void;
  /** After a code did something, e.g. to refresh a list of activated codes. */
  onRedeemed?: (result: Redeemed) => void;
}

/**
 * The promo code field of the header popover and the promo codes page (issue 8): either kind of
 * code, and then what it did. Products a code gives are the student's at once, so every list
 * refetches; a cart discount replaces the cart on screen.
 */
export function PromoRedeemPanel({ stacked = false, onNavigate, onRedeemed }: PromoRedeemPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<Redeemed | null>(null);
  if (result) return <PromoRedeemed result={result} onNavigate={onNavigate} onAnother={() => setResult(null)} />;
  return (
    <PromoCodeForm
      attr="value"
      submit={redeemPromoCode}
      onSuccess={(redeemed) => {
        setResult(redeemed);
        if (redeemed.kind === 'cart') storeOwnCart(queryClient, redeemed.cart);
        else void queryClient.invalidateQueries();
        onRedeemed?.(redeemed);
        emitModalAction('PROMOCODE');
      }}
      label={t('promo.label')}
      placeholder={t('promo.placeholder')}
      submitLabel={t('promo.submit')}
      stacked={stacked}
    />
  );
}
