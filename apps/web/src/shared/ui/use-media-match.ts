import { useSyncExternalStore } from 'react';

interface Watched {
  /** The matchMedia it came from: a test may put another in its place (test/phone.ts). */
  source: typeof window.matchMedia;
  list: MediaQueryList;
  matches: boolean;
}

const watched = new Map<string, Watched>();

function watch(query: string): Watched {
  let entry = watched.get(query);
  if (!entry || entry.source !== window.matchMedia) {
    const list = window.matchMedia(query);
    entry = { source: window.matchMedia, list, matches: list.matches };
    watched.set(query, entry);
  }
  return entry;
}

/**
 * Whether a media query matches, known at the first render and then kept from the query's change
 * events. Issue 8: Mantine's `useMediaQuery` reads the answer again in an effect right after the
 * first commit, which made the browser work out the styles of the whole new page inside that task
 * (about 30 ms of a slowed phone's longest task); the answer is read here once per query, before
 * the page is in the document.
 */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const entry = watch(query);
      const listener = (event: MediaQueryListEvent) => {
        entry.matches = event.matches;
        onChange();
      };
      entry.list.addEventListener('change', listener);
      return () => entry.list.removeEventListener('change', listener);
    },
    () => watch(query).matches,
  );
}
