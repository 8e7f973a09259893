import { TASK_TYPES, type TaskType } from '@school/contract';

export const TYPES: readonly TaskType[] = TASK_TYPES;

/** The statement as one line of text for tables and lists (formulas stay as TeX). */
export const statementLine = (html: string, max = 140): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** Badges show their whole label (a table column grows to fit rather than cutting «Развёрнутый ответ»). */
export const WIDE = { root: { overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible' } } as const;
