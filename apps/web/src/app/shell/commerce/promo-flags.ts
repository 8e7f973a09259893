import { sessionStore } from '../../../shared/session/session-store';

/** Spec 3 §4 promo button flags, in local storage (spec 1 §9: persisted state is local storage). */
const CLICKED = 'promo-button-clicked';
const AUTO_OPENED = 'promo-popover-auto-opened';

const read = (key: string) => localStorage.getItem(key) === 'true';

export const promoFlags = {
  /** The red dot shows until the button is clicked once. */
  clicked: () => read(CLICKED),
  markClicked: () => localStorage.setItem(CLICKED, 'true'),
  /** The popover opens by itself once, for a new profile. */
  autoOpened: () => read(AUTO_OPENED),
  markAutoOpened: () => localStorage.setItem(AUTO_OPENED, 'true'),
  clear: () => {
    localStorage.removeItem(CLICKED);
    localStorage.removeItem(AUTO_OPENED);
  },
};

/**
 * Spec 3 §4: the flags are cleared for a guest, so the next profile signed in on this browser sees
 * the dot and the first-visit popover again. It listens for the session becoming a guest's (logout,
 * an expired session); the page's start, before the session is read, is not such a moment.
 * Returns the unsubscribe.
 */
export function clearPromoFlagsForGuests(): () => void {
  return sessionStore.subscribe(() => {
    if (!sessionStore.get().user) promoFlags.clear();
  });
}
