import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { appSettings } from '../../../shared/config/app-settings';
import { paths } from '../../../shared/config/paths';
import { hasVariantFeature } from '../../../shared/config/variant-features';
import { useCardStart } from '../hooks/use-card-start';
import { useCheckout } from '../hooks/use-checkout';
import { cartHrefOf, checkoutSearch, type CheckoutTarget } from '../lib/checkout-target';
import type { ScriptLoader } from '../lib/load-script';
import { hasServiceFeeNote } from '../lib/service-fee';
import { CheckoutLayout } from './checkout-layout';
import { LoginFailedNotice } from './login-failed-notice';
import { MethodToggle } from './method-toggle';
import { PayNotice } from './pay-notice';
import { PayerSections, usePayerForms } from './payer-section';
import { offeredCardSystems, PaymentSystemChoice, type CardSystem } from './payment-system-choice';
import { SectionCard } from './section-card';
import { ServiceFeeNote } from './service-fee-note';
import { SummaryColumn } from './summary-column';
import { UNFILLED_HINT_ID, UnfilledHint } from './unfilled-hint';
import { YandexPayButton } from './yandex-pay-button';
import '../i18n';

interface CardCheckoutProps {
  cart: Cart;
  target: CheckoutTarget;
  isGuest: boolean;
  /** Loads the providers' scripts; tests pass a fake. */
  loader?: ScriptLoader;
}

/**
 * Spec 2 §2 /payment by card: who pays, how, and the pay button. Only the systems the server has
 * configured are offered; with none, paying by card is not possible and the requisites page opens.
 */
export function CardCheckout({ cart, target, isGuest, loader }: CardCheckoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { variant } = appSettings();
  const { offered, initial } = offeredCardSystems(cart.orgInfo.paymentInfo);
  const [system, setSystem] = useState<CardSystem | undefined>(initial);
  const forms = usePayerForms(cart, isGuest);
  const onStarted = useCardStart(loader);
  const checkout = useCheckout({ target, cart, contactForm: forms.contact.form, onStarted });
  const busy = checkout.running !== null;
  const yandexPay = hasVariantFeature(variant, 'yandexStyleBadge') && cart.orgInfo.paymentInfo.systems.includes('YA');
  if (!system) return <Navigate to={paths.paymentByDetails} search={checkoutSearch(target)} replace />;

  return (
    <CheckoutLayout summary={<SummaryColumn cart={cart} cartHref={cartHrefOf(target)} />}>
      <PayerSections
        forms={forms}
        isGuest={isGuest}
        registration={{ ref: checkout.registration, onRegistered: checkout.onRegistered }}
      />
      <SectionCard id="method-title" title={t('payment.steps.method')}>
        <MethodToggle
          value="card"
          onChange={(next) =>
            next === 'details' && void navigate({ to: paths.paymentByDetails, search: checkoutSearch(target) })
          }
        />
        <PaymentSystemChoice systems={offered} value={system} onChange={setSystem} />
      </SectionCard>
      {hasServiceFeeNote(variant) && <ServiceFeeNote currency={cart.currency} />}
      {checkout.loginFailed && <LoginFailedNotice />}
      <PayNotice notice={checkout.notice} />
      <Stack gap="xs">
        {forms.missingField && <UnfilledHint field={forms.missingField} />}
        <Button
          size="lg"
          fullWidth
          disabled={!forms.canPay || (busy && checkout.running !== system)}
          aria-describedby={forms.missingField && UNFILLED_HINT_ID}
          loading={checkout.running === system}
          onClick={() => void checkout.pay(system)}
        >
          {t('payment.pay', { amount: money(cart.amount, cart.currency) })}
        </Button>
        {yandexPay && (
          <YandexPayButton
            loader={loader}
            onClick={() => void checkout.pay('YA')}
            disabled={!forms.canPay || (busy && checkout.running !== 'YA')}
            loading={checkout.running === 'YA'}
          />
        )}
      </Stack>
    </CheckoutLayout>
  );
}
