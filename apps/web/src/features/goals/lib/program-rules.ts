import type { EducationGoal, GoalPatchItem, IndividualProgramStatus, SwitchableStatus } from '@school/contract';

/** What the modal edits per class type: the trial points (left slider), the goal (right slider), the priority. */
export interface GoalDraft {
  classTypeId: number;
  title: string;
  maxPoints: number;
  step: number;
  /** Trial points (spec 1 §2 step 1); 0 until entered. */
  currentResult: number;
  goal: number;
  isPriority: boolean;
}

/**
 * Spec 1 §4: with exactly one education goal and no priority, that goal becomes the priority.
 * Any other list is left as it is.
 */
export function withAutoPriority(drafts: readonly GoalDraft[]): GoalDraft[] {
  if (drafts.length === 1 && !drafts[0]!.isPriority) return [{ ...drafts[0]!, isPriority: true }];
  return [...drafts];
}

/** The server's goals as the modal's drafts, with the goal falling back to the default points (spec 1 §3). */
export function toDrafts(goals: readonly EducationGoal[]): GoalDraft[] {
  return withAutoPriority(
    goals.map((item) => {
      const { maxPoints, step } = item.goalSettings;
      const [currentResult, goal] = normaliseRange([item.currentResult ?? 0, item.goal], maxPoints, step);
      return {
        classTypeId: item.classType.id,
        title: item.classType.title,
        maxPoints,
        step,
        currentResult,
        goal,
        isPriority: item.isPriority,
      };
    }),
  );
}

/**
 * Spec 1 §4: turning a priority switch on unsets all the others; toggling the chosen one clears it.
 */
export function togglePriority(drafts: readonly GoalDraft[], classTypeId: number): GoalDraft[] {
  const chosen = drafts.find((draft) => draft.classTypeId === classTypeId)?.isPriority ?? false;
  return drafts.map((draft) => ({ ...draft, isPriority: !chosen && draft.classTypeId === classTypeId }));
}

const onStep = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Spec 1 §5, §9: a range slider from 0 to the class type's maximum, on its step, with the minimum
 * kept one step below the maximum. A moved maximum pushes the minimum down, never the reverse.
 */
export function normaliseRange(
  [low, high]: readonly [number, number],
  maxPoints: number,
  step: number,
): [number, number] {
  const safeStep = Math.max(1, step);
  const top = Math.floor(maxPoints / safeStep) * safeStep;
  const max = Math.min(top, Math.max(safeStep, onStep(high, safeStep)));
  const min = Math.max(0, Math.min(onStep(low, safeStep), max - safeStep));
  return [min, max];
}

/** One class type's sliders moved. */
export function setRange(
  drafts: readonly GoalDraft[],
  classTypeId: number,
  range: readonly [number, number],
): GoalDraft[] {
  return drafts.map((draft) => {
    if (draft.classTypeId !== classTypeId) return draft;
    const [currentResult, goal] = normaliseRange(range, draft.maxPoints, draft.step);
    return { ...draft, currentResult, goal };
  });
}

/** The goal total the modal shows: the points aimed for over all subjects. */
export const goalTotal = (drafts: readonly GoalDraft[]): number => drafts.reduce((sum, draft) => sum + draft.goal, 0);

/** Spec 1 §2: 'to study' stays disabled until a priority subject is chosen. */
export const canStudy = (drafts: readonly GoalDraft[]): boolean => drafts.some((draft) => draft.isPriority);

/** Spec 1 §3 goals patch payload. */
export const toPatch = (drafts: readonly GoalDraft[]): GoalPatchItem[] =>
  drafts.map((draft) => ({
    classType: draft.classTypeId,
    goal: draft.goal,
    currentResult: draft.currentResult,
    isPriority: draft.isPriority,
  }));

/** Sliders of goals saved before start locked (the edit button unlocks them); a first choice starts open. */
export const startsLocked = (goals: readonly EducationGoal[]): boolean => goals.some((item) => item.isPriority);

export type ProgramChoice = 'individual' | 'full';

/** The call a choice makes: one product type's switch, the global switch, or none. */
export type SwitchCall =
  | { kind: 'one'; productTypeId: number; status: SwitchableStatus }
  | { kind: 'global'; status: SwitchableStatus }
  | null;

/**
 * Spec 1 §4: 'individual program' sets ACTIVE for one product type or for all; 'full program' sets
 * INACTIVE globally when there is no product type, and for a product type only if its status is NEW.
 */
export function switchCall(
  choice: ProgramChoice,
  productType: { id: number; status: IndividualProgramStatus } | null,
): SwitchCall {
  if (choice === 'individual') {
    return productType
      ? { kind: 'one', productTypeId: productType.id, status: 'ACTIVE' }
      : { kind: 'global', status: 'ACTIVE' };
  }
  if (!productType) return { kind: 'global', status: 'INACTIVE' };
  return productType.status === 'NEW' ? { kind: 'one', productTypeId: productType.id, status: 'INACTIVE' } : null;
}
