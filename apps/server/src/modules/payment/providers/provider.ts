import type { PaymentSystem } from '@school/contract';
import type { Tx } from '../../../db/client.js';

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

/** One payment system behind the adapter (docs/commerce.md "Providers"). */
export interface PaymentProvider {
  readonly system: PaymentSystem;
  /** An unconfigured system is enumerated but refused with a clear error. */
  readonly configured: boolean;
  /** Runs in the init's database transaction (`db`), so anything it stores commits with the order. */
  start(request: StartRequest, db: Tx): Promise<StartResult>;
}

/** Minor units from a provider's decimal amount ("1234.5" -> 123450). */
export const toMinor = (major: number | string): number => Math.round(Number(major) * 100);
