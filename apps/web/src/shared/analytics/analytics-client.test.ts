import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient, TRACK_RESOLVE_MS, type AnalyticsOptions } from './analytics-client';

type Call = { url: string; init: RequestInit; body: Record<string, unknown> };

function setup(
  options: Partial<AnalyticsOptions> = {},
  respond: () => Promise<Response> = async () => Response.json({ ok: true }),
) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init, body: JSON.parse(init.body as string) as Record<string, unknown> });
    return respond();
  });
  const client = createAnalyticsClient({
    host: 'https://school.example',
    anonymousId: () => 'visitor-1',
    userId: () => '42',
    fetch: fetchMock as unknown as typeof fetch,
    ...options,
  });
  return { client, calls, fetchMock };
}

describe('analytics client', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends a page_view through the page call with keepalive', async () => {
    const { client, calls } = setup();
    document.title = 'Главная';
    await client.page();
    expect(calls).toHaveLength(1);
    const [{ url, init, body }] = calls as [Call];
    expect(url).toBe('https://school.example/api/s/page');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(body).toMatchObject({ type: 'page', event: 'page_view', anonymousId: 'visitor-1', userId: '42' });
    expect(body.properties).toMatchObject({ path: '/', title: 'Главная' });
    expect(body.context).toMatchObject({ page: { path: '/' }, library: { name: 'school-web' } });
  });

  it('holds the requests until ready (the inactivity timer), keeping each event’s own page and time', async () => {
    let ready = () => undefined as void;
    const { client, calls } = setup({ ready: new Promise<void>((resolve) => (ready = resolve)) });
    window.history.replaceState(null, '', '/catalog');
    const sent = client.page();
    window.history.replaceState(null, '', '/cart');
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    expect(calls).toHaveLength(0);
    ready();
    await sent;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.properties).toMatchObject({ path: '/catalog' });
    window.history.replaceState(null, '', '/');
  });

  it('sends track events with their properties', async () => {
    const { client, calls } = setup();
    await client.track('lesson_opened', { lessonId: 7 });
    expect(calls[0]?.url).toBe('https://school.example/api/s/track');
    expect(calls[0]?.body).toMatchObject({ type: 'track', event: 'lesson_opened', properties: { lessonId: 7 } });
  });

  it('resolves a track promise after at most 450 ms when the request hangs', async () => {
    vi.useFakeTimers();
    const { client } = setup({}, () => new Promise<Response>(() => undefined));
    let done = false;
    void client.track('slow').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(TRACK_RESOLVE_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('only warns when the request fails or is refused', async () => {
    const { client } = setup({}, () => Promise.reject(new TypeError('offline')));
    await expect(client.track('x')).resolves.toBeUndefined();
    await expect(client.page()).resolves.toBeUndefined();
    const refused = setup({}, async () => new Response('{}', { status: 500 }));
    await expect(refused.client.identify(1)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('identifies the user and keeps the id and traits for later events', async () => {
    const { client, calls } = setup({ userId: () => null });
    await client.identify(7, { role: 'STUDENT' });
    await client.track('after');
    expect(calls[0]?.body).toMatchObject({
      type: 'identify',
      userId: '7',
      traits: { role: 'STUDENT' },
      context: { traits: { role: 'STUDENT' } },
    });
    expect(calls[1]?.body).toMatchObject({ userId: '7', context: { traits: { role: 'STUDENT' } } });
  });

  it('sends group events', async () => {
    const { client, calls } = setup();
    await client.group('class-11', { size: 20 });
    expect(calls[0]?.url).toBe('https://school.example/api/s/group');
    expect(calls[0]?.body).toMatchObject({ groupId: 'class-11', traits: { size: 20 } });
  });

  it('sends the write key and a non-default IP policy as headers', async () => {
    const { client, calls } = setup({ writeKey: 'id:secret', privacy: { ipPolicy: 'remove' } });
    await client.page();
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Write-Key': 'id:secret', 'X-IP-Policy': 'remove' });
  });

  it('reads a key given as a function when an event is sent; a legacy one then only warns', async () => {
    let key: string | undefined;
    const { client, calls } = setup({ writeKey: () => key });
    key = 'web:s3cret';
    await client.page();
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Write-Key': 'web:s3cret' });
    key = `c${'1'.repeat(24)}`;
    await expect(client.page()).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('[analytics] page failed', new Error('Legacy write key detected'));
  });

  it('sends the access token, from which the server takes the user, unless user ids are disabled', async () => {
    const { client, calls } = setup({ accessToken: () => 'jwt-1' });
    await client.track('x');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer jwt-1' });
    const guest = setup({ accessToken: () => null });
    await guest.client.track('x');
    expect(guest.calls[0]?.init.headers).not.toHaveProperty('Authorization');
    const anonymous = setup({ accessToken: () => 'jwt-1', privacy: { disableUserIds: true } });
    await anonymous.client.track('x');
    expect(anonymous.calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('forces https on a host without a scheme and refuses a legacy write key', async () => {
    const { client, calls } = setup({ host: 'events.example' });
    await client.page();
    expect(calls[0]?.url).toBe('https://events.example/api/s/page');
    expect(() => setup({ writeKey: `c${'1'.repeat(24)}` })).toThrow('Legacy write key detected');
  });

  it('honours the privacy options', async () => {
    const silent = setup({ privacy: { dontSend: true } });
    await silent.client.track('x');
    expect(silent.fetchMock).not.toHaveBeenCalled();
    const anonymous = setup({ privacy: { disableUserIds: true } });
    await anonymous.client.track('x');
    expect(anonymous.calls[0]?.body).not.toHaveProperty('anonymousId');
    expect(anonymous.calls[0]?.body).not.toHaveProperty('userId');
  });

  it('only logs in echo mode, where a host is not required', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { client, fetchMock } = setup({ host: undefined, echo: true });
    await client.track('echoed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[analytics] track', expect.objectContaining({ event: 'echoed' }));
  });

  it('sends no event of a category without consent; events without a category always go', async () => {
    const { client, calls } = setup({ privacy: { consentCategories: { analytics: true, marketing: false } } });
    await client.track('ad_click', {}, { category: 'marketing' });
    await client.track('unknown_category', {}, { category: 'personalisation' });
    await client.page({}, { category: 'marketing' });
    expect(calls).toHaveLength(0);
    await client.track('lesson_opened', {}, { category: 'analytics' });
    await client.track('plain');
    expect(calls.map((call) => call.body.event)).toEqual(['lesson_opened', 'plain']);
    const noConsentOption = setup();
    await noConsentOption.client.track('ad_click', {}, { category: 'marketing' });
    expect(noConsentOption.calls).toHaveLength(1);
  });

  it('puts the session id in every event’s context, read when the event is made', async () => {
    let session = 's-1';
    const { client, calls } = setup({ sessionId: () => session });
    await client.page();
    session = 's-2';
    await client.track('x');
    await client.identify(3);
    expect(calls.map((call) => (call.body.context as { sessionId?: string }).sessionId)).toEqual(['s-1', 's-2', 's-2']);
  });

  it('with user ids disabled, identify sends nothing and names nobody later', async () => {
    const { client, calls } = setup({ userId: () => null, privacy: { disableUserIds: true } });
    await client.identify(7, { email: 'a@b.c' });
    await client.track('after');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).not.toHaveProperty('userId');
    expect(calls[0]?.body.context).not.toHaveProperty('traits');
  });

  it('reset forgets the identified user and traits', async () => {
    const { client, calls } = setup({ userId: () => null });
    await client.identify(7, { email: 'a@b.c' });
    client.reset();
    await client.track('after logout');
    expect(calls[1]?.body).not.toHaveProperty('userId');
    expect(calls[1]?.body.context).not.toHaveProperty('traits');
  });
});
