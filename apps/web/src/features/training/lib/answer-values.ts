import type { AnswerValue, HomeworkTask } from '@school/contract';

/** The answer a task starts with; ORDER starts from the shown order (docs/homework.md inputs). */
export function emptyValue(task: Pick<HomeworkTask, 'type' | 'options'>): AnswerValue {
  switch (task.type) {
    case 'SHORT':
      return { type: 'SHORT', text: '' };
    case 'SINGLE':
      return { type: 'SINGLE', choice: null };
    case 'MULTIPLE':
      return { type: 'MULTIPLE', choices: [] };
    case 'ORDER':
      return { type: 'ORDER', order: task.options.map((option) => option.id) };
    case 'MATCH':
      return { type: 'MATCH', pairs: {} };
    case 'EXTENDED':
      return { type: 'EXTENDED', html: '', files: [] };
  }
}

/** Whether the answer can be checked: something typed or chosen; an order always; a match fully paired. */
export function canCheck(task: Pick<HomeworkTask, 'matchItems'>, value: AnswerValue): boolean {
  switch (value.type) {
    case 'SHORT':
      return value.text.trim() !== '';
    case 'SINGLE':
      return value.choice !== null;
    case 'MULTIPLE':
      return value.choices.length > 0;
    case 'ORDER':
      return true;
    case 'MATCH':
      return task.matchItems.every((item) => value.pairs[item.id] !== undefined);
    case 'EXTENDED':
      return false;
  }
}

export function moveItem(order: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Adds or removes one choice of a MULTIPLE, keeping the options' order. */
export function toggleChoice(choices: readonly string[], id: string, optionOrder: readonly string[]): string[] {
  const chosen = new Set(choices);
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  return optionOrder.filter((option) => chosen.has(option));
}

/** «4 мин 05 с» style parts of a duration in seconds. */
export function durationParts(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
