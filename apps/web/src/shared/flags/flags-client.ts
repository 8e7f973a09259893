import type { Attributes, GrowthBook } from '@growthbook/growthbook-react';
import type { User } from '@school/contract';
import { analytics } from '../analytics/analytics';
import { appSettings } from '../config/app-settings';
import { sessionStore } from '../session/session-store';
import { chooseSlot } from './slot-choice';
import { visitorId } from './visitor-id';

/** Spec 3 §7: the flag service load timeout; after it the app goes on with fallbacks. */
export const FLAGS_LOAD_TIMEOUT_MS = 1000;

/**
 * Spec 1 §9 flag cache as the shell reads it (spec 3 §8): stale after 5 s, kept at most 100 s,
 * 50 entries; the event stream (background sync) closes after 20 s in a hidden tab and opens again
 * when the tab shows. docs/flags.md.
 */
export const FLAG_CACHE = {
  staleTTL: 5_000,
  maxAge: 100_000,
  maxEntries: 50,
  idleStreamInterval: 20_000,
  backgroundSync: true,
};

/**
 * Where the SDK looks: the payload and remote evaluation at `{apiHost}/api/...`, the stream at
 * `{streamingHost}/sub/{clientKey}`, which our server serves under /api as well.
 */
export function flagHosts(origin: string): { apiHost: string; streamingHost: string } {
  return { apiHost: origin, streamingHost: `${origin}/api` };
}

export const EXPERIMENT_VIEWED_EVENT = 'experiment_viewed';

/** What experiments may target: the visitor (spec 1 §1), the signed-in user and their role. */
export function flagAttributes(user: User | null): Attributes {
  return { id: visitorId(), userId: user ? String(user.id) : undefined, role: user?.role ?? 'GUEST' };
}

/** The SDK loads with the flags, beside the first render (issue 8: no page waits for it). */
export const loadFlagSdk = () => import('@growthbook/growthbook-react');

async function createClient(): Promise<GrowthBook> {
  const { configureCache, GrowthBook } = await loadFlagSdk();
  configureCache(FLAG_CACHE);
  return new GrowthBook({
    // Our server serves GrowthBook's payload at /api/features/{clientKey}, same origin.
    ...flagHosts(window.location.origin),
    clientKey: appSettings().flagsClientKey,
    // Spec 1 §7 remote evaluation, when the deployment keeps its rules on the server (docs/flags.md).
    remoteEval: appSettings().flagsRemoteEval ?? false,
    attributes: flagAttributes(sessionStore.get().user),
    trackingCallback: (experiment, result) => {
      void analytics.track(EXPERIMENT_VIEWED_EVENT, {
        experimentId: experiment.key,
        variationId: result.key,
        featureId: result.featureId,
      });
    },
  });
}

let client: GrowthBook | null = null;
let loading: Promise<boolean> | null = null;
let ready = false;
/** The first attempt is over: a payload, the load timeout or a failure (slots stop holding their place). */
let settled = false;
/** Bumped whenever what a flag reads may have changed: readiness, the payload, the attributes. */
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Spec 1 §1: the flag client is not ready until the first payload arrives. */
export const flagsStore = {
  isReady: (): boolean => ready,
  isSettled: (): boolean => settled,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Each flag's value as last read, and the store version it was read at. */
const readings = new Map<string, { version: number; value: unknown }>();

/**
 * A flag's value (undefined until the first payload; null for a flag the payload does not name),
 * the same value until the store changes and, across changes, for as long as the flag's own value
 * is the same: a reader re-renders when its flag changes, not when any flag or attribute does
 * (issue 8: every change re-rendered the whole shell).
 */
export function flagValue(key: string): unknown {
  const reading = readings.get(key);
  if (reading?.version === version) return reading.value;
  const value = ready && client ? (client.evalFeature(key).value ?? null) : undefined;
  readings.set(key, { version, value });
  return value;
}

/** The one GrowthBook instance of the app, once `loadFlags` has made it. */
export function flagsClient(): GrowthBook | null {
  return client;
}

/**
 * Whether a flag selects its on slot once the flags have loaded (spec 1 §1, FlagSlot's rule), for
 * code that starts a slot's requests early; false when flags did not load.
 */
export async function flagSelectsOn(key: string): Promise<boolean> {
  if (!(await loadFlags()) || !client) return false;
  return chooseSlot(client.evalFeature(key).value ?? null).kind === 'on';
}

/** Experiments follow the signed-in user (the shell calls this when the session changes). */
export function setFlagUser(user: User | null): void {
  if (client) void client.setAttributes(flagAttributes(user)).then(changed);
}

function settle(): void {
  if (settled) return;
  settled = true;
  changed();
}

async function fetchPayload(gb: GrowthBook): Promise<boolean> {
  try {
    // Spec 1 §7: the event stream opens after the first payload; a flag changed on the server
    // reaches the open page without a reload (GrowthBook calls the renderer, `changed`).
    const first = await gb.init({ timeout: FLAGS_LOAD_TIMEOUT_MS, streaming: true });
    if (first.success || first.source !== 'timeout') return first.success;
    settle();
    // Past the timeout the app already shows fallbacks; a late payload still makes flags ready.
    const late = await gb.init({ streaming: true });
    return late.success;
  } catch (error) {
    console.warn('[flags] failed to load', error);
    return false;
  }
}

/** Loads the SDK and the flags once; resolves whether a payload arrived, never rejects. */
export function loadFlags(): Promise<boolean> {
  loading ??= createClient()
    .then((gb) => {
      client = gb;
      gb.setRenderer(changed);
      return fetchPayload(gb);
    })
    .then((ok) => {
      if (ok) {
        ready = true;
        settled = true;
        changed();
      } else {
        console.warn('[flags] no payload; flags keep their fallbacks');
        settle();
      }
      return ok;
    })
    .catch((error: unknown) => {
      console.warn('[flags] the SDK did not load', error);
      settle();
      return false;
    });
  return loading;
}

/** Tests only: forget the instance, its readiness and GrowthBook's payload cache. */
export async function resetFlagsClient(): Promise<void> {
  client?.destroy();
  client = null;
  loading = null;
  ready = false;
  settled = false;
  readings.clear();
  await (await loadFlagSdk()).clearCache();
}
