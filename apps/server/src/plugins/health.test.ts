import { describe, expect, it } from 'vitest';
import { createTestApp, get } from '../test/test-app.js';
import { expectError } from '../test/expect-error.js';

describe('/health', () => {
  it('is healthy only while the database answers', async () => {
    const t = await createTestApp();
    try {
      expect((await get(t.app, '/health')).status).toBe(200);
      await t.database.close();
      for (const path of ['/health', '/api/health/'])
        expectError(await get(t.app, path), 503, { code: 'database_unavailable' });
    } finally {
      await t.app.close();
    }
  });
});
