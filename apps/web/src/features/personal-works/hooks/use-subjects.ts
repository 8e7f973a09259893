import type { ClassType } from '@school/contract';
import { useClassTypes } from '../../../shared/tutor-clients/class-types-query';

/** The subjects as a list, for the selects (the shared query keeps them by id). */
export function useSubjects(): ClassType[] | undefined {
  const classTypes = useClassTypes();
  return classTypes.data ? [...classTypes.data.values()] : undefined;
}
