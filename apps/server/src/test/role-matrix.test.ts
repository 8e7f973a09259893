import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, ROLES, type Endpoint, type Role } from '@school/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { accessTokenFor, buildUser } from './factories.js';
import { expectError } from './expect-error.js';

/**
 * Issue 16 "each role may do exactly its actions": every endpoint that lists roles, called by every
 * role. A role the contract does not list is refused with 403 before anything is read; a guest gets
 * 401. Staff endpoints (tag `staff*`) are also called by each listed role, which must get past the
 * role check (their own tests check what each action does).
 */
const endpoints = Object.entries(contract).flatMap(([group, members]) =>
  Object.entries(members as Record<string, Endpoint>).map(([name, endpoint]) => ({
    name: `${group}.${name}`,
    endpoint,
  })),
);
const guarded = endpoints.filter(({ endpoint }) => endpoint.roles);
const staffEndpoints = guarded.filter(({ endpoint }) => endpoint.tag.startsWith('staff'));
const SIGNED_IN_ROLES = ROLES.filter((role) => role !== 'GUEST');

/** The server's answer to a path nothing serves (plugins/web-app.ts). */
const NO_SUCH_ADDRESS = 'Такого адреса API нет';

const urlOf = (endpoint: Endpoint) => `/api${endpoint.path.replace(/:[a-zA-Z]+/g, '1')}`;

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  for (const role of SIGNED_IN_ROLES) tokens.set(role, await accessTokenFor(await buildUser(t.db, { role })));
});
afterAll(() => t?.close());

const call = (endpoint: Endpoint, role: Role | null) =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers: role ? { authorization: `Bearer ${tokens.get(role)}` } : {},
    ...(['POST', 'PATCH', 'PUT'].includes(endpoint.method) && { payload: {} }),
  });

describe('the role matrix of every guarded endpoint', () => {
  it('covers the staff console', () => {
    expect(staffEndpoints.length).toBeGreaterThan(0);
  });

  it('refuses every role an endpoint does not list with 403, and a guest with 401', async () => {
    const leaks: string[] = [];
    for (const { name, endpoint } of guarded) {
      const guest = await call(endpoint, null);
      // Routes of an integration this configuration leaves off (Telegram without a bot) are not served.
      if (guest.statusCode === 404 && guest.body.includes(NO_SUCH_ADDRESS)) continue;
      if (guest.statusCode !== 401) leaks.push(`${name}: guest got ${guest.statusCode}`);
      for (const role of SIGNED_IN_ROLES.filter((role) => !endpoint.roles?.includes(role))) {
        const res = await call(endpoint, role);
        if (res.statusCode !== 403) leaks.push(`${name}: ${role} got ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers the refusal in the spec error body', async () => {
    const { endpoint } = staffEndpoints[0]!;
    const outsider = SIGNED_IN_ROLES.find((role) => !endpoint.roles?.includes(role))!;
    const res = await call(endpoint, outsider);
    expectError({ status: res.statusCode, body: res.json(), headers: res.headers }, 403, { code: 'permission_denied' });
  });

  it('lets every listed role past the role check of a staff endpoint', async () => {
    const refused: string[] = [];
    for (const { name, endpoint } of staffEndpoints) {
      for (const role of endpoint.roles ?? []) {
        const res = await call(endpoint, role);
        if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
          refused.push(`${name}: ${role} got ${res.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
