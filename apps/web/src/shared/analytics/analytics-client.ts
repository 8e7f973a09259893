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
  /**
   * The categories the user consented to. Set, an event of a category not consented to is not
   * sent; events that name no category are the product's own and always go (docs/analytics.md).
   */
  consentCategories?: Record<string, boolean>;
}

/** What an event may say about itself beyond its properties. */
export interface EventOptions {
  /** The consent category the event belongs to (e.g. 'marketing'). */
  category?: string;
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
  /** Spec 2 §9: the session the event belongs to; it rides in the event's context. */
  sessionId?: () => string;
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
  page(properties?: Properties, options?: EventOptions): Promise<void>;
  track(event: string, properties?: Properties, options?: EventOptions): Promise<void>;
  /** Spec 1 §3 analytics user: the user id and traits ride in every event after it. */
  identify(userId: string | number, traits?: Properties): Promise<void>;
  group(groupId: string | number, traits?: Properties): Promise<void>;
  /** A logout: forgets the identified user and their traits. */
  reset(): void;
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

  function consented(category: string | undefined): boolean {
    return !category || !privacy.consentCategories || privacy.consentCategories[category] === true;
  }

  function context(page: Properties): Properties {
    return { ...eventContext(page, traits), sessionId: options.sessionId?.() };
  }

  // Spec 2 §8: analytics failures only warn; this promise never rejects.
  async function send(type: AnalyticsEventType, payload: Properties, category?: string): Promise<void> {
    if (privacy.dontSend || !consented(category)) return;
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
    page(properties = {}, { category } = {}) {
      const props = { ...pageProperties(), ...properties };
      return send('page', { event: 'page_view', properties: props, context: context(props) }, category);
    },
    track(event, properties = {}, { category } = {}) {
      return settleWithin(
        send('track', { event, properties, context: context(pageProperties()) }, category),
        TRACK_RESOLVE_MS,
      );
    },
    identify(userId, newTraits = {}) {
      // Spec 2 §6: with user ids disabled nothing names the user, traits included.
      if (privacy.disableUserIds) return Promise.resolve();
      traits = newTraits;
      identified = String(userId);
      // Our ingest keeps `context`, not top-level `traits`, so the traits ride in both.
      return send('identify', { traits, context: context(pageProperties()) });
    },
    group(groupId, groupTraits = {}) {
      const groupContext = { ...context(pageProperties()), groupId: String(groupId), groupTraits };
      return send('group', { groupId: String(groupId), traits: groupTraits, context: groupContext });
    },
    reset() {
      traits = {};
      identified = undefined;
    },
  };
}
