import type { z } from 'zod';
import type { AnalyticsEventTypeSchema } from '@school/contract';
import { maskWriteKey, normalizeHost, parseWriteKey } from './analytics-config';
import { eventContext, messageId, pageProperties } from './event-context';

export type AnalyticsEventType = z.infer<typeof AnalyticsEventTypeSchema>;
export type Properties = Record<string, unknown>;

/** Spec 2 §6: privacy options; the IP policy is 'keep' unless configured. */
export interface AnalyticsPrivacy {
  dontSend?: boolean;
  disableUserIds?: boolean;
  ipPolicy?: 'keep' | 'stripLastOctet' | 'remove';
}

export interface AnalyticsOptions {
  /** Ingest host; our own server by default, an external Jitsu host later (spec 2 §7). */
  host?: string;
  /**
   * `key:secret` (spec 2 §5). A string is checked at once; a function is read when an event is sent,
   * for a key that arrives after the client is made (the app's comes with `/settings/app/`).
   */
  writeKey?: string | (() => string | undefined);
  /** The signed-in user's access token: the server takes the user from it, never from the event. */
  accessToken?: () => string | null;
  /** Log events instead of sending them; the host may then be absent (spec 2 §5). */
  echo?: boolean;
  /** Spec 2 §9: configurable; no timeout unless set. */
  fetchTimeoutMs?: number;
  anonymousId: () => string;
  userId?: () => string | null | undefined;
  privacy?: AnalyticsPrivacy;
  fetch?: typeof fetch;
  /**
   * Events are made when they happen (their time, page and ids) and sent once this settles: the
   * app's waits for the inactivity timer (spec 1 §4, §9), so they do not compete with the page.
   */
  ready?: Promise<unknown>;
}

export interface AnalyticsClient {
  /** Spec 2 §5: only page_view events go through the page call. */
  page(properties?: Properties): Promise<void>;
  track(event: string, properties?: Properties): Promise<void>;
  identify(userId: string | number, traits?: Properties): Promise<void>;
  group(groupId: string | number, traits?: Properties): Promise<void>;
}

/** Spec 2 §9: a track promise resolves after at most 450 ms, whatever the request does. */
export const TRACK_RESOLVE_MS = 450;

function settleWithin(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A small client speaking the Jitsu browser protocol: POST {host}/api/s/{type} (spec 2 §7 Analytics). */
export function createAnalyticsClient(options: AnalyticsOptions): AnalyticsClient {
  const host = normalizeHost(options.host, options.echo);
  const keyOption = options.writeKey;
  // A fixed key is checked now (a legacy key throws at once, spec 2 §5); a getter's when an event is sent.
  const fixedKey = typeof keyOption === 'function' ? null : parseWriteKey(keyOption);
  const writeKey = typeof keyOption === 'function' ? () => parseWriteKey(keyOption()) : () => fixedKey;
  const privacy = options.privacy ?? {};
  let traits: Properties = {};
  let identified: string | undefined;

  function ids(): { anonymousId?: string; userId?: string } {
    if (privacy.disableUserIds) return {};
    const userId = options.userId?.() ?? identified;
    return { anonymousId: options.anonymousId(), ...(userId ? { userId } : {}) };
  }

  function headers(): Record<string, string> {
    const out: Record<string, string> = { 'Content-Type': 'application/json' };
    const key = writeKey();
    if (key) out['X-Write-Key'] = `${key.keyId}:${key.secret}`;
    if (privacy.ipPolicy && privacy.ipPolicy !== 'keep') out['X-IP-Policy'] = privacy.ipPolicy;
    const token = privacy.disableUserIds ? null : options.accessToken?.();
    if (token) out.Authorization = `Bearer ${token}`;
    return out;
  }

  // Spec 2 §8: analytics failures only warn; this promise never rejects.
  async function send(type: AnalyticsEventType, payload: Properties): Promise<void> {
    if (privacy.dontSend) return;
    const now = new Date().toISOString();
    const event = { type, messageId: messageId(), timestamp: now, sentAt: now, ...ids(), ...payload };
    try {
      if (options.echo || !host) {
        console.info(`[analytics] ${type}`, { ...event, writeKey: maskWriteKey(writeKey()) });
        return;
      }
      if (options.ready) await options.ready;
      const abort = options.fetchTimeoutMs ? AbortSignal.timeout(options.fetchTimeoutMs) : undefined;
      const response = await (options.fetch ?? fetch)(`${host}/api/s/${type}`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify(event),
        keepalive: true,
        signal: abort,
      });
      if (!response.ok) console.warn(`[analytics] ${type} answered ${response.status}`);
    } catch (error) {
      console.warn(`[analytics] ${type} failed`, error);
    }
  }

  return {
    page(properties = {}) {
      const props = { ...pageProperties(), ...properties };
      return send('page', { event: 'page_view', properties: props, context: eventContext(props, traits) });
    },
    track(event, properties = {}) {
      return settleWithin(
        send('track', { event, properties, context: eventContext(pageProperties(), traits) }),
        TRACK_RESOLVE_MS,
      );
    },
    identify(userId, newTraits = {}) {
      traits = newTraits;
      identified = String(userId);
      // Our ingest keeps `context`, not top-level `traits`, so the traits ride in both.
      return send('identify', { traits, context: eventContext(pageProperties(), traits) });
    },
    group(groupId, groupTraits = {}) {
      const context = { ...eventContext(pageProperties(), traits), groupId: String(groupId), groupTraits };
      return send('group', { groupId: String(groupId), traits: groupTraits, context });
    },
  };
}
