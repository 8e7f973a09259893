import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startupWarnings } from './startup-warnings.js';

describe('config', () => {
  it('defaults to the embedded database, port 3000 and the RU variant', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, VARIANT: 'RU', publicUrl: 'http://localhost:3000' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('a local start has the demo, the sandbox, the outbox and the API docs', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, sandboxPayments: true, outboxPage: true, apiDocs: true });
  });

  it('production has none of them unless set deliberately, and never the outbox', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production).toMatchObject({ seedDemo: false, sandboxPayments: false, outboxPage: false, apiDocs: false });
    const demo = loadConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      SANDBOX_PAYMENTS: 'true',
      OUTBOX_PAGE: 'true',
      API_DOCS: 'true',
    });
    expect(demo).toMatchObject({ seedDemo: true, sandboxPayments: true, outboxPage: false, apiDocs: true });
  });

  it('the outbox can be turned off locally', () => {
    expect(loadConfig({ OUTBOX_PAGE: 'false' }).outboxPage).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.0.0.0/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
  });
});

describe('start-up warnings', () => {
  it('say nothing on a local start', () => {
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });

  it('name every dangerous setting production turns on', () => {
    const warnings = startupWarnings(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', SANDBOX_PAYMENTS: 'true' }),
    ).join('\n');
    expect(warnings).toContain('SEED_DEMO=true');
    expect(warnings).toContain('SANDBOX_PAYMENTS=true');
    expect(warnings).toContain('PUBLIC_URL');
    expect(warnings).toContain('DATABASE_URL');
  });

  it('stay quiet for a production set up as it should be', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://school.example',
      DATABASE_URL: 'postgres://db/school',
    });
    expect(startupWarnings(config)).toEqual([]);
  });
});
