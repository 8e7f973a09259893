import type { TaskOption } from '@school/contract';
import type { TaskRow } from './task-bank.repo.js';

const htmlOf = (options: TaskOption[], id: string) => options.find((o) => o.id === id)?.html ?? id;

/** The right answer as the results page shows it: the task's own text, else built from the key. */
export function correctAnswerHtml(task: TaskRow): string | null {
  if (task.correctHtml) return task.correctHtml;
  const correct = task.correct;
  if (!correct) return null;
  switch (correct.type) {
    case 'SHORT':
      return correct.accepted[0] ?? null;
    case 'SINGLE':
      return htmlOf(task.options, correct.choice);
    case 'MULTIPLE':
      return correct.choices.map((id) => htmlOf(task.options, id)).join('; ');
    case 'ORDER':
      return correct.order.map((id) => htmlOf(task.options, id)).join(' → ');
    case 'MATCH':
      return Object.entries(correct.pairs)
        .map(([left, right]) => `${htmlOf(task.matchItems, left)} — ${htmlOf(task.options, right)}`)
        .join('; ');
  }
}
