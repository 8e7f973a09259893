import type { PaymentSystem } from '@school/contract';
import { generalError } from '../../../plugins/errors.js';
import {
  localRefund,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type StartResult,
} from './provider.js';

export const systemNotConfigured = (system: PaymentSystem) =>
  generalError(
    `Оплата через ${system} пока не подключена. Выберите другой способ оплаты.`,
    'payment_system_not_configured',
  );

/** Spec 2 §3 systems we list but have no contract with yet: refused until configured. */
export class UnconfiguredProvider implements PaymentProvider {
  readonly configured = false;
  constructor(
    readonly system: PaymentSystem,
    /** Outside production a refund is recorded here only (issue 16). */
    private readonly localRefunds = false,
  ) {}

  start(): Promise<StartResult> {
    return Promise.reject(systemNotConfigured(this.system));
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    return localRefund(this.system, request, this.localRefunds);
  }
}
