import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type PaymentSystem } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { paymentSuccessHref } from '../../../shared/config/paths';
import { browserLocation } from '../../../shared/lib/browser-location';
import { payWithWidget } from '../lib/cloud-payments';
import { loadScript, type ScriptLoader } from '../lib/load-script';
import type { InitAnswer, StartOutcome } from './use-checkout';
import '../i18n';

/**
 * Spec 2 §4 after a card payment started: CloudPayments opens its widget (success goes to the
 * success page of the invoice); every other system goes to the provider's redirect URL.
 */
export function useCardStart(loader: ScriptLoader = loadScript) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async ({ redirectUrl, transactionUuid }: InitAnswer, system: PaymentSystem): Promise<StartOutcome> => {
    if (system !== 'CP') {
      browserLocation.assign(redirectUrl);
      return 'leaving';
    }
    const params = await call(contract.payment.cloudPaymentsWidget, { body: { transactionUuid } });
    const outcome = await payWithWidget(params, loader);
    switch (outcome.kind) {
      case 'success':
        void navigate({ to: paymentSuccessHref(outcome.invoiceId) });
        return 'leaving';
      case 'fail':
        return { title: t('failed to pay'), details: [outcome.reason] };
      case 'script-failed':
        return { title: t('payment.widget.scriptFailed'), details: [] };
      case 'init-failed':
        return { title: t('payment.widget.initFailed'), details: [] };
    }
  };
}
