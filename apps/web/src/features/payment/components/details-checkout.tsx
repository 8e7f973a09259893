import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Cart, PaymentSystem } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { useCheckout } from '../hooks/use-checkout';
import { cartHrefOf, checkoutSearch, standaloneHash, type CheckoutTarget } from '../lib/checkout-target';
import { CheckoutLayout } from './checkout-layout';
import { CopyRow } from './copy-row';
import { LoginFailedNotice } from './login-failed-notice';
import { MethodToggle } from './method-toggle';
import { PayNotice } from './pay-notice';
import { PayerSections, usePayerForms } from './payer-section';
import { RequisitesCard } from './requisites-card';
import { SectionCard } from './section-card';
import { SummaryColumn } from './summary-column';
import { UNFILLED_HINT_ID, UnfilledHint } from './unfilled-hint';
import '../i18n';

/**
 * A bank transfer involves no provider, so the server takes it under any system: the deployment's
 * default card system labels the order, else the payee's bank (docs/commerce.md "Init").
 */
const requisitesLabel = (cart: Cart): PaymentSystem => cart.orgInfo.paymentInfo.system ?? 'SBER';

/**
 * Spec 2 §2 /payment-by-details: the payee's requisites and an order to pay them for. The order
 * is the init call with `requisites: true`; its short number (the order's, issue 8: not a uuid) is
 * what the payer puts in the payment purpose.
 */
export function DetailsCheckout({ cart, target, isGuest }: { cart: Cart; target: CheckoutTarget; isGuest: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [order, setOrder] = useState<string | null>(null);
  const forms = usePayerForms(cart, isGuest);
  const checkout = useCheckout({
    target,
    cart,
    contactForm: forms.contact.form,
    requisites: true,
    onStarted: async ({ orderNumber }) => {
      setOrder(String(orderNumber));
      return null;
    },
  });

  return (
    <CheckoutLayout summary={<SummaryColumn cart={cart} cartHref={cartHrefOf(target)} />}>
      <SectionCard id="method-title" title={t('payment.steps.method')}>
        <MethodToggle
          value="details"
          onChange={(next) => next === 'card' && void navigate({ to: paths.payment, search: checkoutSearch(target) })}
        />
      </SectionCard>
      <RequisitesCard hash={standaloneHash(target)} />
      {order ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck />}
          title={t('payment.details.orderCreated')}
          role="status"
        >
          <Stack gap="xs">
            <CopyRow label={t('payment.details.orderNumber')} value={order} />
            <Text size="sm">{t('payment.details.orderHint')}</Text>
          </Stack>
        </Alert>
      ) : (
        <>
          <PayerSections
            forms={forms}
            isGuest={isGuest}
            registration={{ ref: checkout.registration, onRegistered: checkout.onRegistered }}
          />
          {checkout.loginFailed && <LoginFailedNotice />}
          <PayNotice notice={checkout.notice} />
          <Stack gap="xs">
            {forms.missingField && <UnfilledHint field={forms.missingField} />}
            <Button
              size="lg"
              fullWidth
              disabled={!forms.canPay}
              aria-describedby={forms.missingField && UNFILLED_HINT_ID}
              loading={checkout.running !== null}
              onClick={() => void checkout.pay(requisitesLabel(cart))}
            >
              {t('payment.details.createOrder')}
            </Button>
          </Stack>
        </>
      )}
    </CheckoutLayout>
  );
}
