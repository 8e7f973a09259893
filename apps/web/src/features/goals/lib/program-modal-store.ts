import { useSyncExternalStore } from 'react';
import type { IndividualProgramStatus } from '@school/contract';
import { createListeners } from '../../../shared/lib/listeners';

/** The product type the modal was opened for; null = all the student's product types (global switch). */
export type ModalProductType = { id: number; status: IndividualProgramStatus } | null;
type ModalState = { open: false } | { open: true; productType: ModalProductType };

// Module-level and tiny: the shell's guard opens the modal, the lazily loaded modal reads it.
let state: ModalState = { open: false };
const listeners = createListeners();
const set = (next: ModalState) => {
  state = next;
  listeners.notify();
};

export const openProgramModal = (productType: ModalProductType = null): void => set({ open: true, productType });
export const closeProgramModal = (): void => set({ open: false });

export const useProgramModal = (): ModalState => useSyncExternalStore(listeners.subscribe, () => state);
