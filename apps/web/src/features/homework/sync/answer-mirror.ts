import type { PendingAnswer } from './answer-store';

/**
 * A synchronous copy of the answers not yet in IndexedDB's hands. Writing to IndexedDB is
 * asynchronous (the database may still be opening), so a reload right after a keystroke could lose
 * it (issue 10: nothing is ever lost); localStorage is written before `change` returns.
 */
export interface AnswerMirror {
  read(): PendingAnswer[];
  write(entries: readonly PendingAnswer[]): void;
}

/** The mirror of one user's homework in localStorage; a browser that refuses storage keeps nothing here. */
export function localAnswerMirror(userId: number, homeworkId: number): AnswerMirror {
  const key = `homework-answers-${userId}-${homeworkId}`;
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isPendingAnswer(homeworkId)) : [];
      } catch {
        return [];
      }
    },
    write(entries) {
      try {
        if (entries.length) localStorage.setItem(key, JSON.stringify(entries));
        else localStorage.removeItem(key);
      } catch (error) {
        console.warn('Answer not mirrored on the device', error);
      }
    },
  };
}

const isPendingAnswer =
  (homeworkId: number) =>
  (entry: unknown): entry is PendingAnswer =>
    typeof entry === 'object' &&
    entry !== null &&
    (entry as PendingAnswer).homeworkId === homeworkId &&
    Number.isInteger((entry as PendingAnswer).taskId) &&
    Number.isInteger((entry as PendingAnswer).revision) &&
    typeof (entry as PendingAnswer).queuedAt === 'number' &&
    typeof (entry as PendingAnswer).value === 'object';

/** For tests and for a sync that keeps nothing between pages. */
export const noMirror: AnswerMirror = { read: () => [], write: () => undefined };
