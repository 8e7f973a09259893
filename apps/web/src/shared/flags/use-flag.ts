import { createContext, useContext, useSyncExternalStore } from 'react';
import { flagsStore, flagValue } from './flags-client';

/** Whether flags are read here: inside the FlagsProvider of the layouts with the shell. */
export const FlagsScope = createContext(false);

/** Spec 1 §1: false until the first flag payload arrives. */
export function useFlagsReady(): boolean {
  return useSyncExternalStore(flagsStore.subscribe, flagsStore.isReady);
}

/** Whether the first flag load is over (a payload, the timeout or a failure); outside the scope, always. */
export function useFlagsSettled(): boolean {
  const inScope = useContext(FlagsScope);
  return useSyncExternalStore(flagsStore.subscribe, flagsStore.isSettled) || !inScope;
}

/**
 * A flag's value (string, boolean, number or object, spec 1 §3): undefined until the first
 * payload arrives; a flag the payload does not name reads as null. Outside a FlagsProvider (the
 * layouts without the shell, which load no flags) a flag stays undefined: its fallback shows.
 */
export function useFlag(key: string): unknown {
  const inScope = useContext(FlagsScope);
  const value = useSyncExternalStore(flagsStore.subscribe, () => flagValue(key));
  return inScope ? value : undefined;
}
