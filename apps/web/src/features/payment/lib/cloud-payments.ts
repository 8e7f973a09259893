import type { contract, ResponseOf } from '@school/contract';
import type { ScriptLoader } from './load-script';

export const CLOUD_PAYMENTS_WIDGET_SRC = 'https://widget.cloudpayments.ru/bundles/cloudpayments.js';

export type WidgetParams = ResponseOf<typeof contract.payment.cloudPaymentsWidget>;

interface WidgetCallbacks {
  onSuccess: (options: unknown) => void;
  onFail: (reason: string, options: unknown) => void;
  onComplete?: (result: unknown, options: unknown) => void;
}

interface CloudPaymentsWidget {
  pay(method: 'charge' | 'auth', options: Record<string, unknown>, callbacks: WidgetCallbacks): void;
}

declare global {
  interface Window {
    cp?: { CloudPayments: new (options?: Record<string, unknown>) => CloudPaymentsWidget };
  }
}

export type WidgetOutcome =
  | { kind: 'success'; invoiceId: string }
  | { kind: 'fail'; reason: string }
  | { kind: 'script-failed' }
  | { kind: 'init-failed' };

/**
 * Spec 2 §4: the CloudPayments widget flow. The widget's script is loaded when needed; on success
 * the caller goes to the success page of the invoice (our transaction uuid).
 */
export async function payWithWidget(params: WidgetParams, loader: ScriptLoader): Promise<WidgetOutcome> {
  try {
    await loader(CLOUD_PAYMENTS_WIDGET_SRC);
  } catch {
    return { kind: 'script-failed' };
  }
  // Spec 2 §8: a missing widget or public id is a widget init error.
  if (!window.cp?.CloudPayments || !params.publicId) return { kind: 'init-failed' };
  const widget = new window.cp.CloudPayments({ language: 'ru-RU' });
  return new Promise((resolve) => {
    widget.pay(
      'charge',
      {
        publicId: params.publicId,
        description: params.description,
        amount: params.amount,
        currency: params.currency,
        invoiceId: params.invoiceId,
        accountId: params.accountId,
        email: params.email,
        skin: 'mini',
      },
      {
        onSuccess: () => resolve({ kind: 'success', invoiceId: params.invoiceId }),
        onFail: (reason) => resolve({ kind: 'fail', reason }),
      },
    );
  });
}
