import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { TRANSACTION_STATUSES } from '@school/contract';
import type { Config } from '../../../config.js';
import type { Tx } from '../../../db/client.js';
import { sameSignature } from '../../../lib/signature.js';
import { getOrCreateSecret } from '../../settings/settings.service.js';
import {
  localRefund,
  type PaymentNotice,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type StartRequest,
  type StartResult,
} from './provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_NOTIFY_PATH = '/api/core/pay/sandbox/notify/';

/** Delivers a signed notification to our webhook; answers the webhook's HTTP status. */
export type SandboxNotifier = (notification: { body: string; signature: string }) => Promise<number>;

/**
 * This process as it reaches itself: loopback, or HOST when it names one address. PUBLIC_URL may
 * be a proxy or a name this machine cannot resolve, and the notice must not leave the machine.
 */
export function selfUrl(config: Pick<Config, 'HOST' | 'PORT'>): string {
  const host = config.HOST.trim();
  const anyAddress = ['', '0.0.0.0', '::', 'localhost'].includes(host);
  const name = anyAddress ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${config.PORT}`;
}

/** The real thing: an HTTP POST to this process, as a provider would send it. */
export const httpNotifier =
  (config: Pick<Config, 'HOST' | 'PORT'>): SandboxNotifier =>
  async ({ body, signature }) => {
    const response = await fetch(new URL(SANDBOX_NOTIFY_PATH, selfUrl(config)), {
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

export const SANDBOX_SECRET = 'sandbox-payments';

/**
 * The checkout link's token: an HMAC of the transaction and its payer, so a decision can only come
 * from the link init gave that payer (docs/commerce.md SANDBOX).
 */
export async function checkoutToken(db: Tx, uuid: string, payerId: number): Promise<string> {
  const secret = await getOrCreateSecret(db, SANDBOX_SECRET);
  return createHmac('sha256', secret).update(`sandbox-checkout:${uuid}:${payerId}`).digest('base64url');
}

export async function verifyCheckoutToken(db: Tx, uuid: string, payerId: number, token: string): Promise<boolean> {
  return sameSignature(await checkoutToken(db, uuid, payerId), token);
}

/**
 * The built-in provider (docs/commerce.md SANDBOX): it approves whatever the payer clicks, so it is
 * on only where SANDBOX_PAYMENTS allows (config.ts). Its checkout page is our web route
 * `/sandbox-checkout/{uuid}?signature=` (not `token`: the web app's session start reads that one, spec 1 §4); the payer's decision comes back as a signed notification.
 */
export class SandboxProvider implements PaymentProvider {
  readonly system = 'SANDBOX' as const;
  constructor(readonly configured: boolean) {}

  async start(request: StartRequest, db: Tx): Promise<StartResult> {
    const url = new URL(`/sandbox-checkout/${request.uuid}`, request.origin);
    url.searchParams.set('signature', await checkoutToken(db, request.uuid, request.payerId));
    return { redirectUrl: url.toString() };
  }

  /** Sandbox money is not real: a refund is recorded here, only where the sandbox is on (issue 16). */
  refund(request: RefundRequest): Promise<RefundResult> {
    return localRefund(this.system, request, this.configured);
  }
}
