import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, get, post, api, type TestApp } from '../../test/test-app.js';
import { expectError } from '../../test/expect-error.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { featureFlags } from './flags.schema.js';
import { FlagsStream, type StreamClient } from './flags-stream.js';

let t: TestApp;
let base: string;
let managerToken: string;
beforeAll(async () => {
  t = await createTestApp({ FLAGS_STREAM_POLL_MS: 50 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const manager = await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' });
  managerToken = await accessTokenFor(manager);
});
afterAll(() => t?.close());

interface SseEvent {
  event: string;
  data: string;
  id: string;
}

/** An EventSource-like reader over fetch: the events of the stream as they arrive. */
async function openStream(path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  // A read that lost a race with the timeout is kept for the next call, so no chunk is dropped.
  let pending: ReturnType<typeof reader.read> | null = null;
  const next = async (timeoutMs = 3000): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':') && line.includes(': '))
            .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
        ) as Partial<SseEvent>;
        if (fields.event) return fields as SseEvent;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
      ]);
      pending = null;
      if (chunk.done) throw new Error('stream ended');
      buffer += chunk.value;
    }
  };
  return { res, next, close: () => controller.abort() };
}

const setFlag = (key: string, body: unknown, token = managerToken) =>
  api(t.app, 'PUT', `/flags/${key}/`, { body, token });

describe('GET /api/sub/:clientKey (spec 1 §7 flag event stream)', () => {
  it('the features endpoint tells the SDK a stream exists', async () => {
    const res = await get(t.app, '/features/sdk-web');
    expect(res.headers['x-sse-support']).toBe('enabled');
  });

  it('pushes a features event with the new payload after a flag changes, and nothing before', async () => {
    const stream = await openStream('/api/sub/sdk-web');
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await expect(stream.next(300)).rejects.toThrow('no event in time');

    expect((await setFlag('nickname', { defaultValue: true })).status).toBe(200);
    const event = await stream.next();
    expect(event.event).toBe('features');
    const payload = JSON.parse(event.data);
    expect(payload.features.nickname).toEqual({ defaultValue: true, rules: [] });
    expect(event.id).toBe(payload.dateUpdated);
    // The SDK keeps a payload only when dateUpdated moved: the fetch answers the same stamp.
    expect((await get(t.app, '/features/sdk-web')).body.dateUpdated).toBe(payload.dateUpdated);
    stream.close();
    await setFlag('nickname', { defaultValue: false });
  });

  it('a reconnecting stream that missed a change gets it at once (Last-Event-ID)', async () => {
    const stale = new Date(0).toISOString();
    const stream = await openStream('/api/sub/sdk-web', { 'last-event-id': stale });
    const event = await stream.next();
    expect(event.event).toBe('features');
    expect(event.id).not.toBe(stale);
    stream.close();
  });

  it('a change written by another process without touching updated_at still reaches the stream with a new stamp', async () => {
    const stream = await openStream('/api/sub/sdk-web');
    await new Promise((resolve) => setTimeout(resolve, 120));
    const before = (await get(t.app, '/features/sdk-web')).body.dateUpdated as string;
    await t.db.update(featureFlags).set({ defaultValue: 'hand-written' }).where(eq(featureFlags.key, 'home-greeting'));
    const event = await stream.next();
    const payload = JSON.parse(event.data);
    expect(payload.features['home-greeting'].defaultValue).toBe('hand-written');
    expect(payload.dateUpdated > before).toBe(true);
    stream.close();
    await setFlag('home-greeting', { defaultValue: 'default' });
  });

  it('a client that is not an EventSource gets the payload once and the answer ends', async () => {
    const res = await get(t.app, '/sub/sdk-web');
    expect(res.status).toBe(200);
    expect(String(res.body)).toMatch(/^id: .+\nevent: features\ndata: \{"status":200,/);
  });

  it('answers 404 for an unknown client key', async () => {
    expectError(await get(t.app, '/sub/sdk-other'), 404, { code: 'not_found', detail: 'Неизвестный ключ клиента.' });
  });
});

/** Streams of a second FlagsStream over the same database: another server process. */
describe('FlagsStream across processes on one database', () => {
  it('a change made through one process reaches the streams of another', async () => {
    const other = new FlagsStream(t.db, { pollMs: 30, remoteEval: false, onError: () => {} });
    const events: string[] = [];
    const client: StreamClient = { send: (event, data) => events.push(`${event} ${data}`), end: () => {} };
    await other.add(client, undefined);
    await setFlag('schedule-slots', { defaultValue: true });
    await expect.poll(() => events.length).toBe(1);
    expect(JSON.parse(events[0]!.slice('features '.length)).features['schedule-slots'].defaultValue).toBe(true);
    other.close();
    await setFlag('schedule-slots', { defaultValue: false });
  });

  it('with remote evaluation the stream says features-updated, without the payload', async () => {
    const other = new FlagsStream(t.db, { pollMs: 30, remoteEval: true, onError: () => {} });
    const events: string[] = [];
    await other.add({ send: (event, data) => events.push(`${event} ${data}`), end: () => {} }, undefined);
    await setFlag('nickname', { defaultValue: true });
    await expect.poll(() => events).toEqual(['features-updated {}']);
    other.close();
    await setFlag('nickname', { defaultValue: false });
  });
});

describe('PUT /api/flags/:key/', () => {
  it('only flag editors change flags; an unknown flag is 404', async () => {
    const student = await buildUser(t.db, { role: 'STUDENT_ROLE' });
    expectError(await setFlag('nickname', { defaultValue: true }, await accessTokenFor(student)), 403, {
      code: 'permission_denied',
    });
    expectError(await setFlag('no-such-flag', { defaultValue: true }), 404, { code: 'not_found' });
    expectError(await setFlag('nickname', {}), 400, { attr: 'default_value' });
  });
});

describe('POST /api/eval/:clientKey (spec 1 §7 remote evaluation)', () => {
  const rules = [{ id: 'students', condition: { role: 'STUDENT_ROLE' }, force: 'student' }];
  beforeAll(async () => {
    await setFlag('home-greeting', { defaultValue: 'default', rules });
  });
  afterAll(async () => {
    await setFlag('home-greeting', { defaultValue: 'default', rules: [] });
  });

  it('evaluates rules for the posted attributes and sends no rule conditions', async () => {
    const student = await post(t.app, '/eval/sdk-web', { attributes: { id: 'v1', role: 'STUDENT_ROLE' } });
    expect(student.status).toBe(200);
    expect(student.body.features['home-greeting']).toEqual({ defaultValue: 'student', rules: [{ force: 'student' }] });
    const guest = await post(t.app, '/eval/sdk-web', { attributes: { id: 'v2', role: 'GUEST' } });
    expect(guest.body.features['home-greeting']).toEqual({ defaultValue: 'default', rules: [] });
    expect(JSON.stringify(guest.body)).not.toContain('condition');
  });

  it('keeps attribute keys as GrowthBook sent them and honours forced features', async () => {
    await setFlag('nickname', { defaultValue: false, rules: [{ condition: { user_kind: 'x' }, force: true }] });
    const res = await post(t.app, '/eval/sdk-web', {
      attributes: { user_kind: 'x' },
      forcedFeatures: [['student-activity', false]],
    });
    expect(res.body.features.nickname.defaultValue).toBe(true);
    expect(res.body.features['student-activity'].defaultValue).toBe(false);
    await setFlag('nickname', { defaultValue: false, rules: [] });
  });

  it('an experiment travels with its tracking data, so the SDK still reports the exposure', async () => {
    const experiment = {
      id: 'exp',
      key: 'greeting-test',
      variations: ['a', 'b'],
      weights: [0.5, 0.5],
      coverage: 1,
      hashAttribute: 'id',
    };
    await setFlag('home-greeting', { defaultValue: 'default', rules: [experiment] });
    const res = await post(t.app, '/eval/sdk-web', { attributes: { id: 'visitor-7' } });
    const [rule] = res.body.features['home-greeting'].rules;
    expect(['a', 'b']).toContain(rule.force);
    expect(rule.tracks[0].experiment.key).toBe('greeting-test');
    expect(rule.tracks[0].result.value).toBe(rule.force);
  });

  it('refuses hostile bodies with 400 and unknown keys with 404', async () => {
    expectError(await post(t.app, '/eval/sdk-web', { attributes: 'x' }), 400, { attr: 'attributes' });
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`a${i}`, i]));
    expectError(await post(t.app, '/eval/sdk-web', { attributes: many }), 400, { attr: 'attributes' });
    expectError(await post(t.app, '/eval/sdk-web', { forcedFeatures: [[1, true]] }), 400, {});
    expectError(await post(t.app, '/eval/sdk-web', { forcedFeatures: [['nickname']] }), 400, {});
    expectError(await post(t.app, '/eval/sdk-other', {}), 404, { code: 'not_found' });
  });
});
