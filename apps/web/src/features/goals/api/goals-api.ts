import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EducationGoal, GoalPatchItem } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { goalsQuery } from '../lib/goals-query';
import { planQuery } from '../../../shared/profile/profile-queries';
import type { SwitchCall } from '../lib/program-rules';

export const useGoals = () => useQuery(goalsQuery);

const programsQuery = queryOptions({
  queryKey: ['individual-program', 'programs'],
  queryFn: ({ signal }) => call(contract.individualProgram.programs, { signal }),
});
export const usePrograms = () => useQuery(programsQuery);

export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: GoalPatchItem[]) => call(contract.individualProgram.updateGoals, { body: patch }),
    onSuccess: (goals: EducationGoal[]) => {
      queryClient.setQueryData(goalsQuery.queryKey, goals);
      // The plan puts the priority subject first.
      void queryClient.invalidateQueries({ queryKey: planQuery.queryKey });
    },
  });
}

/** Spec 1 §4 program choice: one product type's switch or the global one. */
export function useSwitchProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: NonNullable<SwitchCall>) => {
      const body = { status: request.status };
      if (request.kind === 'global') await call(contract.individualProgram.globalSwitch, { body });
      else
        await call(contract.individualProgram.switchProgram, {
          params: { productTypeId: request.productTypeId },
          body,
        });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['individual-program'] }),
  });
}
