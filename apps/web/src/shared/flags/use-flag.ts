import { useContext, useSyncExternalStore } from 'react';
import { GrowthBookContext } from '@growthbook/growthbook-react';
import { flagsStore } from './flags-client';

/** Spec 1 §1: false until the first flag payload arrives. */
export function useFlagsReady(): boolean {
  return useSyncExternalStore(flagsStore.subscribe, flagsStore.isReady);
}

/**
 * A flag's value (string, boolean, number or object, spec 1 §3): undefined until the first
 * payload arrives; a flag the payload does not name reads as null. Outside a FlagsProvider (the
 * layouts without the shell, which load no flags) a flag stays undefined: its fallback shows.
 */
export function useFlag(key: string): unknown {
  // Reading the instance from the provider re-renders this hook when the payload or attributes change.
  const { growthbook } = useContext(GrowthBookContext);
  const ready = useFlagsReady();
  return ready && growthbook ? (growthbook.evalFeature(key).value ?? null) : undefined;
}
