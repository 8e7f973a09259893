import * as editing from './deck-editing.repo.js';

/** What the staff console's content area writes and reads of decks (staff-content/staff-decks.service.ts). */
export const deckEditing = editing;
