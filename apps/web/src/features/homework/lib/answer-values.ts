import type { AnswerValue, HomeworkTask } from '@school/contract';

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html);

/**
 * Whether the student has answered (the progress "3 из 10" and the empty-tasks confirmation). An
 * ORDER counts once saved (its start is a valid order), a MATCH when every left item is paired.
 */
export function isAnswered(
  task: Pick<HomeworkTask, 'matchItems'>,
  value: AnswerValue | null | undefined,
  saved: boolean,
): boolean {
  if (!value) return false;
  switch (value.type) {
    case 'SHORT':
      return value.text.trim() !== '';
    case 'SINGLE':
      return value.choice !== null;
    case 'MULTIPLE':
      return value.choices.length > 0;
    case 'ORDER':
      return saved;
    case 'MATCH':
      return task.matchItems.length > 0 && task.matchItems.every((item) => value.pairs[item.id] !== undefined);
    case 'EXTENDED':
      return hasText(value.html) || value.files.length > 0;
  }
}
