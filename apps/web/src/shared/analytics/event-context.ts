import type { Properties } from './analytics-client';

/** Jitsu's page properties: where the event happened. */
export function pageProperties(): Properties {
  const { href, pathname, search, hash, host } = window.location;
  return { path: pathname, url: href, search, hash, host, title: document.title, referrer: document.referrer };
}

/**
 * The window's inner size, read when this module loads (before the first render) and on resize.
 * Read while an event is made, right after a render, it made the browser lay the page out there and
 * then: the page view's event was most of a phone's longest task on the lesson page (issue 8).
 */
let viewport = { width: 0, height: 0 };
function measureViewport(): void {
  viewport = { width: window.innerWidth, height: window.innerHeight };
}
measureViewport();
window.addEventListener('resize', measureViewport, { passive: true });

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
      innerWidth: viewport.width,
      innerHeight: viewport.height,
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
