import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config.js';
import { CloudPaymentsProvider } from './cloudpayments.js';
import { Providers } from './registry.js';

const REQUEST = {
  uuid: '6b0e0c1e-0000-4000-8000-000000000001',
  providerTransactionId: '504',
  amount: 123_450,
  currency: 'RUB',
};
const CP_KEYS = { CLOUDPAYMENTS_PUBLIC_ID: 'pk_1', CLOUDPAYMENTS_API_SECRET: 'secret' };
const providers = (env: Record<string, string>) => new Providers(loadConfig(env));

afterEach(() => vi.unstubAllGlobals());

describe('refunds through the adapter (docs/staff-commerce.md "Refunds")', () => {
  it('are only recorded without live credentials, outside production', async () => {
    const local = providers({});
    expect(await local.get('SANDBOX').refund(REQUEST)).toEqual({ providerRefundId: `local-sandbox-${REQUEST.uuid}` });
    expect(await local.get('CP').refund(REQUEST)).toEqual({ providerRefundId: `local-cp-${REQUEST.uuid}` });
    expect(await local.get('YA').refund(REQUEST)).toEqual({ providerRefundId: `local-ya-${REQUEST.uuid}` });
  });

  it('are refused in production when no money could move', async () => {
    const production = providers({ NODE_ENV: 'production' });
    for (const system of ['SANDBOX', 'CP', 'YA', 'KSPI'] as const) {
      await expect(production.get(system).refund(REQUEST)).rejects.toMatchObject({
        status: 409,
        code: 'refund_unavailable',
      });
    }
  });

  it('go to CloudPayments’ API with its keys, and a refusal is an error', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ Success: true, Message: null, Model: { TransactionId: 777 } }), { status: 200 }),
      );
    vi.stubGlobal('fetch', fetch);
    const cp = providers({ NODE_ENV: 'production', ...CP_KEYS }).get('CP');
    expect(await cp.refund(REQUEST)).toEqual({ providerRefundId: '777' });
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe('https://api.cloudpayments.ru/payments/refund');
    expect(JSON.parse(String(init.body))).toEqual({ TransactionId: 504, Amount: 1234.5 });
    expect((init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('pk_1:secret').toString('base64')}`,
    );
    fetch.mockResolvedValue(new Response(JSON.stringify({ Success: false, Message: 'Refund is not possible' })));
    await expect(new CloudPaymentsProvider('pk_1', 'secret').refund(REQUEST)).rejects.toMatchObject({
      status: 502,
      code: 'refund_failed',
    });
  });
});
