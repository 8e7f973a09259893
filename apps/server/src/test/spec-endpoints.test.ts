import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type Endpoint } from '@school/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { pathShape, SPEC_ENDPOINTS, type SpecEndpoint } from './spec-endpoints.js';

const declared = Object.values(contract).flatMap((group) => Object.values(group as Record<string, Endpoint>));
const keyOf = (method: string, path: string) => `${method} ${pathShape(path)}`;
const contractKeys = new Set(declared.map((endpoint) => keyOf(endpoint.method, endpoint.path)));
const isDeclared = (entry: SpecEndpoint) => contractKeys.has(keyOf(entry.method, entry.path));

/** The server's answer to a path nothing serves (plugins/web-app.ts). */
const NO_SUCH_ADDRESS = 'Такого адреса API нет';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => t?.close());

describe('every call of spec 1 §7, spec 2 §7 and spec 3 §7 (the endpoint audit, docs/spec-endpoints.md)', () => {
  it('lists each method and path once', () => {
    const keys = SPEC_ENDPOINTS.map((entry) => `${entry.method} ${entry.path}`);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    // Two sections of the spec name the same call (offer-application, daily-strike): listed in both.
    expect(repeated.sort()).toEqual(['GET /gamification/daily-strike/', 'GET /students/documents/offer-application/']);
  });

  it('declares every listed call in the contract', () => {
    const missing = SPEC_ENDPOINTS.filter((entry) => !isDeclared(entry)).map(
      (entry) => `${entry.method} ${entry.path} (${entry.spec})`,
    );
    expect(missing).toEqual([]);
  });

  it('answers every declared call (a route exists: never the "no such API address" 404)', async () => {
    const unanswered: string[] = [];
    for (const entry of SPEC_ENDPOINTS) {
      const url = `/api${entry.path.replace(/\{[^}]+\}/g, '1')}`;
      const res = await t.app.inject({
        method: entry.method,
        url,
        headers: { platform: 'newdesign', 'content-type': 'application/json' },
        payload: entry.method === 'GET' || entry.method === 'DELETE' ? undefined : '{}',
      });
      if (res.statusCode === 404 && res.body.includes(NO_SUCH_ADDRESS)) unanswered.push(`${entry.method} ${url}`);
      if (res.statusCode >= 500) unanswered.push(`${entry.method} ${url} -> ${res.statusCode}`);
    }
    expect(unanswered).toEqual([]);
  });
});
