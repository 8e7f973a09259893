import { ONBOARDING_ANCHOR_ATTRIBUTE } from '@school/contract';

/** Spec 3 §9: the anchor lookup polls up to 30 times. */
export const ANCHOR_POLL_TRIES = 30;
export const ANCHOR_POLL_INTERVAL_MS = 200;

const selectorOf = (step: string) => `[${ONBOARDING_ANCHOR_ATTRIBUTE}="${step}"]`;

/** An anchor the student can see: in the page and laid out (not display:none, not collapsed). */
function visibleAnchor(root: ParentNode, step: string): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(selectorOf(step))) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) return element;
  }
  return null;
}

/** Looks for the step's element up to `tries` times, `interval` ms apart; null when it gives up. */
export function pollAnchor(
  step: string,
  {
    root = document as ParentNode,
    tries = ANCHOR_POLL_TRIES,
    interval = ANCHOR_POLL_INTERVAL_MS,
    signal = undefined as AbortSignal | undefined,
  } = {},
): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    let attempt = 0;
    const look = () => {
      if (signal?.aborted) return resolve(null);
      const found = visibleAnchor(root, step);
      attempt += 1;
      if (found || attempt >= tries) return resolve(found);
      setTimeout(look, interval);
    };
    look();
  });
}

/** The step names whose anchors are in the page. */
export function mountedAnchors(root: ParentNode): Set<string> {
  const names = new Set<string>();
  for (const element of root.querySelectorAll(`[${ONBOARDING_ANCHOR_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ONBOARDING_ANCHOR_ATTRIBUTE);
    if (name) names.add(name);
  }
  return names;
}

/**
 * Keeps the store's mounted steps equal to the anchors in the page: features only mark their
 * element with `data-onboarding="<step>"`. Scans are batched, so a busy page (a chat) costs one
 * query per tick at most. Each scan also tells whether tooltips must wait: a modal dialog is open,
 * or `isBlocked` (the overlay gate) says so; an overlay showing or leaving changes the page, so a
 * scan follows. Returns the disconnect.
 */
export function observeAnchors(
  root: HTMLElement,
  store: { mount(step: string): void; unmount(step: string): void; setBlocked(blocked: boolean): void },
  isBlocked: () => boolean = () => false,
): () => void {
  let current = new Set<string>();
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  const scan = () => {
    scheduled = undefined;
    store.setBlocked(root.querySelector('[aria-modal="true"]') !== null || isBlocked());
    const next = mountedAnchors(root);
    for (const name of current) if (!next.has(name)) store.unmount(name);
    current = next;
    // Spec 3 §8: an unknown step name throws; the known ones around it still mount.
    const errors: unknown[] = [];
    for (const name of next) {
      try {
        store.mount(name);
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw errors[0];
  };
  const observer = new MutationObserver(() => {
    scheduled ??= setTimeout(scan, 100);
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [ONBOARDING_ANCHOR_ATTRIBUTE, 'aria-modal'],
  });
  scan();
  return () => {
    observer.disconnect();
    if (scheduled) clearTimeout(scheduled);
  };
}
