import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type Endpoint } from '@school/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { OUTSIDE_CONTRACT } from './probes.js';
import { Random, fuzzSeed } from './random.js';
import { buildRequest, emptyChangeRequests, type FuzzRequest } from './requests.js';
import { Tally } from './tally.js';
import { buildWorld, type Caller, type FuzzWorld } from './world.js';

/**
 * Issue 7, "Bad input never costs a 500": every endpoint of the contract, as a user of every role,
 * as a guest and with broken credentials, with valid-looking and hostile input. A failure names its
 * seed: `FUZZ_SEED=<seed> npx vitest run apps/server/src/test/fuzz` replays the same requests;
 * FUZZ_REQUESTS (20) is the number of extra requests per endpoint, FUZZ_STATS=1 prints how each
 * route answered, FUZZ_LOG=error the stack of every 5xx.
 */
const seed = fuzzSeed();
const EXTRA_PER_ENDPOINT = Number(process.env.FUZZ_REQUESTS ?? 20);
const endpoints = Object.values(contract).flatMap((group) => Object.values(group as Record<string, Endpoint>));

let t: TestApp;
let world: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' });
  world = await buildWorld(t);
});
afterAll(() => t?.close());

/** Mostly a caller the endpoint admits, so requests reach its code; sometimes anybody. */
function pickCaller(endpoint: Endpoint, random: Random): Caller {
  const admitted = world.callers.filter((caller) => caller.role && endpoint.roles?.includes(caller.role));
  return admitted.length && random.chance(0.75) ? random.pick(admitted) : random.pick(world.callers);
}

describe('contract fuzz (issue 7: bad input never costs a 500)', () => {
  it(`every endpoint, every role and no token: no 5xx, every error in the spec body (FUZZ_SEED=${seed})`, async () => {
    const random = new Random(seed);
    const tally = new Tally();
    const send = async (request: FuzzRequest, caller: string, route: string) => {
      // Addresses vary so per-address limits answer 429 now and then, not to every request.
      const remoteAddress = `10.0.${random.int(0, 3)}.${random.int(1, 254)}`;
      tally.record(request, caller, route, await t.app.inject({ ...request, remoteAddress }));
    };
    for (const endpoint of endpoints) {
      const extra = Array.from({ length: EXTRA_PER_ENDPOINT }, () => pickCaller(endpoint, random));
      for (const caller of [...world.callers, ...extra]) {
        await send(buildRequest(endpoint, caller, random, world), caller.name, endpoint.path);
      }
    }
    for (const probe of OUTSIDE_CONTRACT) await send(probe, 'guest', `outside the contract ${probe.url.slice(0, 60)}`);
    if (process.env.FUZZ_STATS) console.info(tally.statusesByRoute());
    expect(tally.failureCount, `FUZZ_SEED=${seed}: wrong answers among ${tally.sent} requests\n${tally.report()}`).toBe(
      0,
    );
    expect(tally.sent).toBeGreaterThan(endpoints.length * world.callers.length);
  }, 600_000);

  it('a PATCH with nothing to change answers the row as it is, for every endpoint and admitted role', async () => {
    const tally = new Tally();
    for (const endpoint of endpoints.filter((one) => one.method === 'PATCH')) {
      for (const caller of world.callers.filter(
        (one) => one.role && (!endpoint.roles || endpoint.roles.includes(one.role)),
      )) {
        for (const request of emptyChangeRequests(endpoint, caller, world)) {
          tally.record(
            request,
            caller.name,
            endpoint.path,
            await t.app.inject({ ...request, remoteAddress: '10.1.0.1' }),
          );
        }
      }
    }
    expect(tally.failureCount, tally.report()).toBe(0);
    expect(tally.sent).toBeGreaterThan(0);
  }, 600_000);
});
