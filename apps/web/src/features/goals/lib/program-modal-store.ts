import { useSyncExternalStore } from 'react';
import type { IndividualProgramStatus } from '@school/contract';

/** The product type the modal was opened for; null = all the student's product types (global switch). */
export type ModalProductType = { id: number; status: IndividualProgramStatus } | null;
type ModalState = { open: false } | { open: true; productType: ModalProductType };

// Module-level and tiny: the shell's guard opens the modal, the lazily loaded modal reads it.
let state: ModalState = { open: false };
const listeners = new Set<() => void>();
const set = (next: ModalState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const openProgramModal = (productType: ModalProductType = null): void => set({ open: true, productType });
export const closeProgramModal = (): void => set({ open: false });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useProgramModal = (): ModalState => useSyncExternalStore(subscribe, () => state);
