import type { GoalPatchItem, GoalSettings } from '@school/contract';

/** Settings of a subject nobody configured for the class year: the ЕГЭ scale (spec 1 §9 slider minimum 0). */
export const FALLBACK_GOAL_SETTINGS: GoalSettings = { maxPoints: 100, step: 1, defaultPoints: 60 };

export interface GoalProblem {
  field: 'goal' | 'current_result';
  detail: string;
  code: string;
}

/** Why a patched goal item does not fit its subject's slider (spec 1 §9: 0..max, on the step). */
export function goalProblem(item: GoalPatchItem, settings: GoalSettings): GoalProblem | null {
  if (item.goal > settings.maxPoints)
    return { field: 'goal', detail: `Цель — не больше ${settings.maxPoints} баллов.`, code: 'max_value' };
  if (item.goal % settings.step !== 0)
    return { field: 'goal', detail: `Цель ставится с шагом ${settings.step}.`, code: 'invalid_step' };
  if (item.currentResult !== null && item.currentResult > settings.maxPoints)
    return {
      field: 'current_result',
      detail: `Пробник — не больше ${settings.maxPoints} баллов.`,
      code: 'max_value',
    };
  return null;
}

/** Index of a second item marked priority, or of a repeated subject: the whole list is refused. */
export function listProblem(
  items: GoalPatchItem[],
): { index: number; field: 'class_type' | 'is_priority'; detail: string; code: string } | null {
  const seen = new Set<number>();
  let priorities = 0;
  for (const [index, item] of items.entries()) {
    if (seen.has(item.classType))
      return { index, field: 'class_type', detail: 'Этот предмет уже есть в списке.', code: 'duplicate' };
    seen.add(item.classType);
    if (item.isPriority && ++priorities > 1)
      return {
        index,
        field: 'is_priority',
        detail: 'Приоритетным может быть только один предмет.',
        code: 'one_priority',
      };
  }
  return null;
}
