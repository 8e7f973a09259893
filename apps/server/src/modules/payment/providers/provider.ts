import type { PaymentSystem } from '@school/contract';
import type { Tx } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';

/** What a provider needs to open a payment of one transaction. */
export interface StartRequest {
  uuid: string;
  /** The student paying: the sandbox binds its checkout link to them. */
  payerId: number;
  /** Where this request's links point (plugins/origin.ts). */
  origin: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the payer lands after paying: the success page address, the uuid appended. */
  successUrl: string;
}

export interface StartResult {
  /** Where the payer goes to pay (spec 2 §3 payment init response). */
  redirectUrl: string;
  providerPayload?: Record<string, unknown>;
}

/**
 * What a verified provider notification says about one of our transactions (docs/commerce.md
 * "Paying", step 2). Amounts are minor units, converted by the provider adapter.
 */
export interface PaymentNotice {
  uuid: string;
  system: PaymentSystem;
  succeeded: boolean;
  amount: number;
  currency: string;
  providerTransactionId: string;
  errorMessage: string | null;
  payload: unknown;
}

/** Issue 16: money of one succeeded transaction to give back (docs/staff-commerce.md "Refunds"). */
export interface RefundRequest {
  uuid: string;
  providerTransactionId: string | null;
  /** Minor units: the whole amount of the transaction or a part of it (a partial refund). */
  amount: number;
  currency: string;
}

export interface RefundResult {
  /** The provider's id of the refund, or our own `local-…` id when it was only recorded here. */
  providerRefundId: string | null;
}

/** One payment system behind the adapter (docs/commerce.md "Providers"). */
export interface PaymentProvider {
  readonly system: PaymentSystem;
  /** An unconfigured system is enumerated but refused with a clear error. */
  readonly configured: boolean;
  /** Runs in the init's database transaction (`db`), so anything it stores commits with the order. */
  start(request: StartRequest, db: Tx): Promise<StartResult>;
  /**
   * Gives a succeeded payment's money back (issue 16). Without live credentials it only records the
   * refund outside production (`local-…`), and refuses in production: a refund is never recorded
   * as made when no money could move.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** 409 refund_unavailable: the provider cannot give this money back from here. */
export const refundUnavailable = (system: PaymentSystem) =>
  new AppError(
    409,
    'refund_unavailable',
    `Возврат через ${system} отсюда недоступен: верните деньги в кабинете платёжной системы и обратитесь к администратору.`,
  );

/** The local default of a system without live credentials: recorded here only, never in production. */
export function localRefund(system: PaymentSystem, request: RefundRequest, allowed: boolean): Promise<RefundResult> {
  if (!allowed) return Promise.reject(refundUnavailable(system));
  return Promise.resolve({ providerRefundId: `local-${system.toLowerCase()}-${request.uuid}` });
}

/** Minor units from a provider's decimal amount ("1234.5" -> 123450). */
export const toMinor = (major: number | string): number => Math.round(Number(major) * 100);
