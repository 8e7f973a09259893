import type { AnswerValue, HomeworkTask } from '@school/contract';

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

/** «4 мин 05 с» style parts of a duration in seconds. */
export function durationParts(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
