import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { paymentOptions } from './registry.js';

const CP_KEYS = { CLOUDPAYMENTS_PUBLIC_ID: 'pk_1', CLOUDPAYMENTS_API_SECRET: 'secret' };
const options = (env: Record<string, string>) => paymentOptions(loadConfig(env));

describe('the payment systems offered (docs/commerce.md "Providers")', () => {
  it('are the configured ones: the sandbox outside production, CloudPayments with its keys', () => {
    expect(options({})).toEqual({ systems: ['SANDBOX'], defaultSystem: 'SANDBOX' });
    expect(options(CP_KEYS)).toEqual({ systems: ['SANDBOX', 'CP'], defaultSystem: 'SANDBOX' });
    expect(options({ NODE_ENV: 'production', ...CP_KEYS })).toEqual({ systems: ['CP'], defaultSystem: 'CP' });
    expect(options({ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'true' }).systems).toEqual(['SANDBOX']);
  });

  it('leave requisites only in production without keys', () => {
    expect(options({ NODE_ENV: 'production' })).toEqual({ systems: [], defaultSystem: null });
    expect(options({ SANDBOX_PAYMENTS: 'false' })).toEqual({ systems: [], defaultSystem: null });
  });

  it('take PAYMENT_DEFAULT_SYSTEM only when it names a configured system', () => {
    expect(options({ PAYMENT_DEFAULT_SYSTEM: 'CP', ...CP_KEYS }).defaultSystem).toBe('CP');
    expect(options({ PAYMENT_DEFAULT_SYSTEM: 'CP' }).defaultSystem).toBe('SANDBOX');
    expect(options({ NODE_ENV: 'production', PAYMENT_DEFAULT_SYSTEM: 'SANDBOX', ...CP_KEYS }).defaultSystem).toBe('CP');
    expect(options({ NODE_ENV: 'production', PAYMENT_DEFAULT_SYSTEM: 'YA' }).defaultSystem).toBeNull();
  });
});

describe('Kaspi (docs/kaspi.md)', () => {
  const LIVE = { KASPI_PAY_URL: 'https://kaspi.kz/pay/VectorKZ', KASPI_NOTIFY_SECRET: 'a-long-kaspi-callback-secret' };
  it('is offered on the KZ variant only: its sandbox outside production, live with its settings', () => {
    expect(options({ VARIANT: 'KZ' }).systems).toEqual(['SANDBOX', 'KSPI']);
    expect(options({ VARIANT: 'RU', ...LIVE }).systems).not.toContain('KSPI');
    expect(options({ VARIANT: 'ONE' }).systems).not.toContain('KSPI');
    expect(options({ VARIANT: 'KZ', NODE_ENV: 'production', ...LIVE })).toEqual({
      systems: ['KSPI'],
      defaultSystem: 'KSPI',
    });
  });

  it('never runs its sandbox in production, even with SANDBOX_PAYMENTS=true', () => {
    expect(options({ VARIANT: 'KZ', NODE_ENV: 'production', SANDBOX_PAYMENTS: 'true' }).systems).toEqual(['SANDBOX']);
    expect(options({ VARIANT: 'KZ', SANDBOX_PAYMENTS: 'false' }).systems).toEqual([]);
  });
});
