import { PAYMENT_SYSTEMS, type PaymentSystem } from '@school/contract';
import type { Config } from '../../../config.js';
import { CloudPaymentsProvider } from './cloudpayments.js';
import { KaspiProvider } from './kaspi.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';
import { UnconfiguredProvider } from './unconfigured.js';

/** What the checkout may offer: the configured card systems in order, and the one chosen by default. */
export interface PaymentOptions {
  systems: PaymentSystem[];
  /** PAYMENT_DEFAULT_SYSTEM when configured, else the first configured; null: requisites only. */
  defaultSystem: PaymentSystem | null;
}

/** Every system of spec 2 §3 behind one adapter; the ones without a contract are refused. */
export class Providers {
  readonly sandbox: SandboxProvider;
  readonly cloudPayments: CloudPaymentsProvider;
  readonly kaspi: KaspiProvider;
  readonly options: PaymentOptions;
  private readonly bySystem: Map<PaymentSystem, PaymentProvider>;

  constructor(config: Config) {
    this.sandbox = new SandboxProvider(config.sandboxPayments);
    // Issue 16: without live keys a refund is only recorded, and only outside production.
    const localRefunds = !config.production;
    this.cloudPayments = new CloudPaymentsProvider(
      config.CLOUDPAYMENTS_PUBLIC_ID,
      config.CLOUDPAYMENTS_API_SECRET,
      localRefunds,
    );
    this.bySystem = new Map(PAYMENT_SYSTEMS.map((system) => [system, new UnconfiguredProvider(system, localRefunds)]));
    this.bySystem.set('SANDBOX', this.sandbox);
    this.bySystem.set('CP', this.cloudPayments);
    // Kaspi is a Kazakh bank: offered on the KZ variant only (docs/kaspi.md).
    this.kaspi = new KaspiProvider(config);
    this.bySystem.set('KSPI', this.kaspi);
    const systems = PAYMENT_SYSTEMS.filter((system) => this.get(system).configured);
    const wanted = config.PAYMENT_DEFAULT_SYSTEM;
    // A default naming an unconfigured system would only offer a method that always fails.
    this.options = { systems, defaultSystem: wanted && systems.includes(wanted) ? wanted : (systems[0] ?? null) };
  }

  get(system: PaymentSystem): PaymentProvider {
    const provider = this.bySystem.get(system);
    if (!provider) throw new Error(`no provider for ${system}`);
    return provider;
  }
}

/** The checkout's options for a deployment's settings (the cart answer shows them, spec 2 §3 orgInfo). */
export const paymentOptions = (config: Config): PaymentOptions => new Providers(config).options;
