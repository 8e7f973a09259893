import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { TRANSACTION_STATUSES } from '@school/contract';
import { sameSignature } from '../../../lib/signature.js';
import type { PaymentNotice, PaymentProvider, StartRequest, StartResult } from './provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_NOTIFY_PATH = '/api/core/pay/sandbox/notify/';

/** Delivers a signed notification to our webhook; answers the webhook's HTTP status. */
export type SandboxNotifier = (notification: { body: string; signature: string }) => Promise<number>;

/** The real thing: an HTTP POST to our own public address, as a provider would send it. */
export const httpNotifier =
  (publicUrl: string): SandboxNotifier =>
  async ({ body, signature }) => {
    const response = await fetch(new URL(SANDBOX_NOTIFY_PATH, publicUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  };

export const SandboxNotificationSchema = z.object({
  uuid: z.uuid(),
  transactionId: z.string().min(1).max(64),
  status: z.enum(TRANSACTION_STATUSES).exclude(['pending']),
  amount: z.number().int().min(0),
  currency: z.string().min(3).max(3),
  reason: z.string().max(500).nullable().default(null),
});
export type SandboxNotification = z.infer<typeof SandboxNotificationSchema>;

/** Hex HMAC-SHA256 of the raw body: the `X-Sandbox-Signature` header. */
export const signSandbox = (rawBody: string | Buffer, secret: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export const verifySandbox = (rawBody: Buffer, signature: string | undefined, secret: string): boolean =>
  sameSignature(signSandbox(rawBody, secret), signature);

export const toNotice = (notification: SandboxNotification): PaymentNotice => ({
  uuid: notification.uuid,
  system: 'SANDBOX',
  succeeded: notification.status === 'succeeded',
  amount: notification.amount,
  currency: notification.currency,
  providerTransactionId: notification.transactionId,
  errorMessage: notification.status === 'declined' ? (notification.reason ?? 'Платёж отклонён') : null,
  payload: notification,
});

/**
 * The built-in provider (docs/commerce.md SANDBOX): its checkout page is our web route
 * `/sandbox-checkout/{uuid}`; the payer's decision comes back as a signed notification.
 */
export class SandboxProvider implements PaymentProvider {
  readonly system = 'SANDBOX' as const;
  readonly configured = true;
  constructor(private readonly publicUrl: string) {}

  start(request: StartRequest): StartResult {
    return { redirectUrl: new URL(`/sandbox-checkout/${request.uuid}`, this.publicUrl).toString() };
  }
}
