import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from './form-errors';

/**
 * A form's submit that shows spec 1 §8 errors: `run(action)` clears the last alerts, runs the call,
 * and on failure puts field errors on their fields and the rest in `alerts` (shared/ui/form-alerts).
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
) {
  const [alerts, setAlerts] = useState<string[]>([]);
  const run = async (action: () => Promise<unknown>): Promise<void> => {
    setAlerts([]);
    try {
      await action();
    } catch (error) {
      setAlerts(applyServerErrors(error, setError, fields, fallback));
    }
  };
  return { alerts, run, clear: () => setAlerts([]) };
}
