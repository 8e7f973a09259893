import type { Config } from '../../config.js';

/** The browsers' push services: Chrome and its kin (FCM), Firefox, Edge, Safari. */
const KNOWN_PUSH_SERVICES = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

const hostsOf = (config: Config) =>
  config.WEB_PUSH_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean) ?? KNOWN_PUSH_SERVICES;

/**
 * Whether the server may send to this endpoint. The endpoint comes from the caller, and the server
 * POSTs to it: in production only https to a push service, so a subscription cannot make the server
 * call its own network. Elsewhere any https address and this machine over http (a local push service).
 */
export function isAllowedPushEndpoint(config: Config, endpoint: string): boolean {
  const url = new URL(endpoint);
  if (!config.production) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return hostsOf(config).some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
