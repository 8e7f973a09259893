import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameSignature } from '../../../lib/signature.js';
import { AppError } from '../../../plugins/errors.js';
import type {
  PaymentNotice,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  StartRequest,
  StartResult,
} from './provider.js';
import { localRefund, toMinor } from './provider.js';

/** CloudPayments' API answer: `Success`, and why not in `Message` (api.cloudpayments.ru/payments/refund). */
const RefundAnswerSchema = z.object({
  Success: z.boolean(),
  Message: z.string().nullable().optional(),
  Model: z.object({ TransactionId: z.coerce.string() }).nullable().optional(),
});

/** CloudPayments' Pay and Fail notifications (the fields we read; it sends many more). */
const NotificationSchema = z.object({
  TransactionId: z.coerce.string().min(1).max(64),
  Amount: z.coerce.number().nonnegative(),
  Currency: z.string().min(3).max(3),
  InvoiceId: z.uuid(),
  Reason: z.string().max(500).optional(),
  ReasonCode: z.coerce.string().max(16).optional(),
});

/** Base64 HMAC-SHA256 of the raw body with the API secret: `Content-HMAC` / `X-Content-HMAC`. */
export const signCloudPayments = (rawBody: string | Buffer, secret: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('base64');

/**
 * The widget flow (docs/commerce.md CP): init answers where the widget sends the payer after
 * success, the web app opens the widget with `/core/pay/cloudpayments/init-widget/`, and
 * CloudPayments confirms with signed notifications.
 */
export class CloudPaymentsProvider implements PaymentProvider {
  readonly system = 'CP' as const;

  constructor(
    readonly publicId: string | undefined,
    private readonly apiSecret: string | undefined,
    /** Without keys, outside production, a refund is recorded here only (issue 16). */
    private readonly localRefunds = false,
    private readonly apiUrl = 'https://api.cloudpayments.ru',
  ) {}

  /**
   * Issue 16: a refund of the whole payment through CloudPayments' API (`/payments/refund`, HTTP
   * Basic with the public id and the API secret). Any refusal is an error, and nothing is recorded.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!this.configured) return localRefund(this.system, request, this.localRefunds);
    if (!request.providerTransactionId) throw new AppError(409, 'refund_failed', 'У платежа нет номера CloudPayments.');
    const response = await fetch(new URL('/payments/refund', this.apiUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${this.publicId}:${this.apiSecret}`).toString('base64')}`,
      },
      body: JSON.stringify({ TransactionId: Number(request.providerTransactionId), Amount: request.amount / 100 }),
      signal: AbortSignal.timeout(20_000),
    });
    const answer = RefundAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !answer.success || !answer.data.Success) {
      const why = answer.success ? answer.data.Message : null;
      throw new AppError(502, 'refund_failed', `CloudPayments не провёл возврат${why ? `: ${why}` : '.'}`);
    }
    return { providerRefundId: answer.data.Model?.TransactionId ?? null };
  }

  get configured(): boolean {
    return Boolean(this.publicId && this.apiSecret);
  }

  start(request: StartRequest): Promise<StartResult> {
    return Promise.resolve({ redirectUrl: request.successUrl, providerPayload: { widget: true } });
  }

  /** Either header may carry the signature; both are the HMAC of the raw body. */
  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
    if (!this.apiSecret) return false;
    const expected = signCloudPayments(rawBody, this.apiSecret);
    return [headers['content-hmac'], headers['x-content-hmac']].some(
      (value) => typeof value === 'string' && sameSignature(expected, value),
    );
  }

  /** The notification's fields from a form-encoded (CloudPayments' default) or JSON body. */
  parse(rawBody: Buffer, contentType: string | undefined, succeeded: boolean): PaymentNotice | null {
    const text = rawBody.toString('utf8');
    let fields: unknown;
    try {
      fields = contentType?.includes('json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
    } catch {
      return null;
    }
    const parsed = NotificationSchema.safeParse(fields);
    if (!parsed.success) return null;
    const data = parsed.data;
    return {
      uuid: data.InvoiceId,
      system: 'CP',
      succeeded,
      amount: toMinor(data.Amount),
      currency: data.Currency,
      providerTransactionId: data.TransactionId,
      errorMessage: succeeded ? null : (data.Reason ?? 'Платёж отклонён'),
      payload: fields,
    };
  }
}
