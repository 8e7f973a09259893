import type { ModalAction, StudentModal } from '@school/contract';

/** The steps of one action in order: position, then id. */
export const byStep = (a: StudentModal, b: StudentModal): number => a.position - b.position || a.id - b.id;

/** Spec 1 §4: the FULL modals fetched at start, grouped by action, each group in step order. */
export function groupByAction(modals: readonly StudentModal[]): Map<ModalAction, StudentModal[]> {
  const groups = new Map<ModalAction, StudentModal[]>();
  for (const modal of modals) {
    if (!modal.isActive) continue;
    groups.set(modal.action, [...(groups.get(modal.action) ?? []), modal]);
  }
  for (const [action, group] of groups) groups.set(action, group.sort(byStep));
  return groups;
}

/**
 * Spec 1 §4 cache refresh: the modals that came back (changed since the last update time) replace
 * the cached ones by id, and only the active ones are kept. A forced refresh replaces the entry.
 */
export function mergeModals(
  cached: readonly StudentModal[],
  fresh: readonly StudentModal[],
  forced = false,
): StudentModal[] {
  if (forced) return fresh.filter((modal) => modal.isActive);
  const freshById = new Map(fresh.map((modal) => [modal.id, modal]));
  const kept = cached.filter((modal) => !freshById.has(modal.id));
  return [...kept, ...fresh].filter((modal) => modal.isActive);
}

/** A modal for this event: its action, and its item or any item. */
export const isFor = (modal: StudentModal, action: ModalAction, itemId: number | null): boolean =>
  modal.action === action && (modal.itemId === null || modal.itemId === itemId);

/** The FULL modals an event shows, in step order, leaving out those seen this session. */
export function setFor(
  modals: readonly StudentModal[],
  action: ModalAction,
  itemId: number | null,
  seen: ReadonlySet<number>,
): StudentModal[] {
  return groupByAction(modals.filter((modal) => isFor(modal, action, itemId) && !seen.has(modal.id))).get(action) ?? [];
}

/** Spec 1 §4 corner polls: the ones that cannot be skipped first, then the skippable, each in step order. */
export function sortPolls(polls: readonly StudentModal[]): StudentModal[] {
  return [...polls].sort((a, b) => Number(a.canSkip) - Number(b.canSkip) || byStep(a, b));
}

export interface StepButton {
  /** i18n key, or the modal's own button text. */
  label: { key: 'go' | 'further' | 'its clear' } | { text: string };
  /** The link the button opens before moving on. */
  href: string | null;
}

/**
 * Spec 1 §2 link button: 'go' for a modal with a link, 'further' for the next step, 'its clear'
 * on the last; the modal's buttonText overrides the label.
 */
export function stepButton(modal: StudentModal, isLast: boolean): StepButton {
  const href = modal.redirectUrl || null;
  if (modal.buttonText) return { label: { text: modal.buttonText }, href };
  if (href) return { label: { key: 'go' }, href };
  return { label: { key: isLast ? 'its clear' : 'further' }, href };
}

/** Spec 1 §2: 880 px with an image or a video, 480 px without. */
export const modalWidth = (modal: StudentModal): number => (modal.image || modal.video ? 880 : 480);
