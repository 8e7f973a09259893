import { isIP } from 'node:net';
import type { Config } from '../../../config.js';
import { sameSignature } from '../../../lib/signature.js';
import {
  localRefund,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type StartRequest,
  type StartResult,
} from './provider.js';

/** The password Kaspi's callbacks present in HTTP Basic auth (user `kaspi`), docs/kaspi.md. */
export const KASPI_NOTIFY_USER = 'kaspi';
/** The sandbox's own callback password, generated and kept in the settings table. */
export const KASPI_SANDBOX_SECRET = 'kaspi-sandbox';

/** Where the payer pays: real Kaspi's payment link, or our Kaspi payment page in the sandbox. */
export type KaspiMode = 'live' | 'sandbox' | 'off';

/**
 * Kaspi's payment-protocol result codes (docs/kaspi.md): what our answer to `check` and `pay` says.
 * 0 the account can be paid / the payment is taken; 1 no such account; 3 already paid; 5 refused
 * (wrong sum, declined or anything else the payer must not retry as is).
 */
export const KASPI_RESULT = { ok: 0, notFound: 1, alreadyPaid: 3, refused: 5 } as const;

/**
 * Kaspi (KSPI), the KZ variant's payment system (docs/kaspi.md). The payer opens the order in the
 * Kaspi app (a QR code or a deep link to the merchant's payment link with our transaction as the
 * account) and pays there; Kaspi asks us `check` (can this account be paid, how much) and then
 * sends `pay`, authenticated by the callback password. Our Kaspi payment page polls the uid check
 * meanwhile and leaves for the success or reject page.
 *
 * Live needs KASPI_PAY_URL and KASPI_NOTIFY_SECRET; outside production without them the sandbox
 * stands in for the app: the same page offers "pay" and "decline". Never in production, and never
 * outside the KZ variant.
 */
export class KaspiProvider implements PaymentProvider {
  readonly system = 'KSPI' as const;
  readonly mode: KaspiMode;
  private readonly allowedIps: string[];

  constructor(private readonly config: Config) {
    const live = Boolean(config.KASPI_PAY_URL && config.KASPI_NOTIFY_SECRET);
    if (config.VARIANT !== 'KZ') this.mode = 'off';
    else if (live) this.mode = 'live';
    else this.mode = config.kaspiSandbox ? 'sandbox' : 'off';
    this.allowedIps = (config.KASPI_NOTIFY_IPS ?? '')
      .split(',')
      .map((ip) => ip.trim())
      .filter((ip) => isIP(ip) !== 0);
  }

  get configured(): boolean {
    return this.mode !== 'off';
  }

  get sandbox(): boolean {
    return this.mode === 'sandbox';
  }

  /** The link the Kaspi app opens (and the QR code carries): the merchant's link, our uuid as the account. */
  payUrl(uuid: string, amount: number, origin: string): string {
    if (this.mode !== 'live' || !this.config.KASPI_PAY_URL) {
      return new URL(`/payment/kaspi/${uuid}`, origin).toString();
    }
    const url = new URL(this.config.KASPI_PAY_URL);
    url.searchParams.set('account', uuid);
    url.searchParams.set('amount', (amount / 100).toFixed(2));
    return url.toString();
  }

  /** The payer goes to our Kaspi payment page, which shows the order, the QR code and the link. */
  start(request: StartRequest): Promise<StartResult> {
    return Promise.resolve({
      redirectUrl: new URL(`/payment/kaspi/${request.uuid}`, request.origin).toString(),
      providerPayload: { kaspi: this.mode },
    });
  }

  /**
   * Kaspi's payment protocol (check/pay) has no refund call: live, the money goes back in the Kaspi
   * Pay cabinet, so the console refuses (issue 16); the sandbox records it here.
   */
  refund(request: RefundRequest): Promise<RefundResult> {
    return localRefund(this.system, request, this.mode === 'sandbox');
  }

  /**
   * A callback is Kaspi's when it carries the callback password (Basic auth, user `kaspi`) and,
   * when KASPI_NOTIFY_IPS is set, comes from one of those addresses. The sandbox's password is its
   * own generated secret, so a live deployment's callbacks and the sandbox's never mix.
   */
  authentic(authorization: string | undefined, ip: string, sandboxSecret: string | null): boolean {
    const secret = this.mode === 'live' ? this.config.KASPI_NOTIFY_SECRET : sandboxSecret;
    if (!secret || !authorization?.startsWith('Basic ')) return false;
    if (this.mode === 'live' && this.allowedIps.length > 0 && !this.allowedIps.includes(ip)) return false;
    const decoded = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8');
    return sameSignature(`${KASPI_NOTIFY_USER}:${secret}`, decoded);
  }
}

/** The Authorization header Kaspi (or our sandbox) sends with its callbacks. */
export const kaspiAuthorization = (secret: string): string =>
  `Basic ${Buffer.from(`${KASPI_NOTIFY_USER}:${secret}`).toString('base64')}`;
