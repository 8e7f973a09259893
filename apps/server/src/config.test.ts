import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('defaults to the embedded database, port 3000 and the RU variant', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, VARIANT: 'RU', publicUrl: 'http://localhost:3000' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('shows the outbox page except in production, unless told otherwise', () => {
    expect(loadConfig({}).outboxPage).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).outboxPage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OUTBOX_PAGE: 'true' }).outboxPage).toBe(true);
  });
});
