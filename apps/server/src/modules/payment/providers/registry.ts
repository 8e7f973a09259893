import { PAYMENT_SYSTEMS, type PaymentSystem } from '@school/contract';
import type { Config } from '../../../config.js';
import { CloudPaymentsProvider } from './cloudpayments.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';
import { UnconfiguredProvider } from './unconfigured.js';

/** Every system of spec 2 §3 behind one adapter; the ones without a contract are refused. */
export class Providers {
  readonly sandbox: SandboxProvider;
  readonly cloudPayments: CloudPaymentsProvider;
  private readonly bySystem: Map<PaymentSystem, PaymentProvider>;

  constructor(config: Config) {
    this.sandbox = new SandboxProvider(config.publicUrl);
    this.cloudPayments = new CloudPaymentsProvider(config.CLOUDPAYMENTS_PUBLIC_ID, config.CLOUDPAYMENTS_API_SECRET);
    this.bySystem = new Map(PAYMENT_SYSTEMS.map((system) => [system, new UnconfiguredProvider(system)]));
    this.bySystem.set('SANDBOX', this.sandbox);
    this.bySystem.set('CP', this.cloudPayments);
  }

  get(system: PaymentSystem): PaymentProvider {
    const provider = this.bySystem.get(system);
    if (!provider) throw new Error(`no provider for ${system}`);
    return provider;
  }
}
