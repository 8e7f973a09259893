import type { Properties } from './analytics-client';

/** Jitsu's page properties: where the event happened. */
export function pageProperties(): Properties {
  const { href, pathname, search, hash, host } = window.location;
  return { path: pathname, url: href, search, hash, host, title: document.title, referrer: document.referrer };
}

/** Jitsu's event context: library, page, device; traits of the identified user. */
export function eventContext(page: Properties, traits: Properties): Properties {
  return {
    library: { name: 'school-web', version: '1' },
    page,
    userAgent: navigator.userAgent,
    locale: navigator.language,
    screen: {
      width: window.screen.width,
      height: window.screen.height,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      density: Math.floor(window.devicePixelRatio || 1),
    },
    ...(Object.keys(traits).length ? { traits } : {}),
  };
}

export function messageId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}
