import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AnswerValue } from '@school/contract';
import { answerDbName } from './answer-db-name';

/** An answer the server has not acknowledged yet. One per task: the newest revision replaces older ones. */
export interface PendingAnswer {
  homeworkId: number;
  taskId: number;
  value: AnswerValue;
  revision: number;
  queuedAt: number;
}

/** A submit made without a network, sent once it returns. */
export interface PendingSubmit {
  homeworkId: number;
  queuedAt: number;
}

interface AnswersDb extends DBSchema {
  answers: { key: [number, number]; value: PendingAnswer; indexes: { byHomework: number } };
  submits: { key: number; value: PendingSubmit };
}

const byQueuedAt = (a: { queuedAt: number }, b: { queuedAt: number }) => a.queuedAt - b.queuedAt;

/**
 * The device's copy of unsent answers (issue 10: nothing is ever lost), in IndexedDB so that it
 * outlives a reload, a closed tab and a signed-out session. One database per user: a shared
 * computer never sends one student's answers as another's.
 */
export class AnswerStore {
  private readonly db: Promise<IDBPDatabase<AnswersDb>>;

  constructor(userId: number) {
    this.db = openDB<AnswersDb>(answerDbName(userId), 1, {
      upgrade(db) {
        const answers = db.createObjectStore('answers', { keyPath: ['homeworkId', 'taskId'] });
        answers.createIndex('byHomework', 'homeworkId');
        db.createObjectStore('submits', { keyPath: 'homeworkId' });
      },
    });
  }

  /** Keeps the answer unless a newer revision of the same task is stored already. */
  async put(answer: PendingAnswer): Promise<void> {
    const tx = (await this.db).transaction('answers', 'readwrite');
    const stored = await tx.store.get([answer.homeworkId, answer.taskId]);
    if (!stored || stored.revision < answer.revision) await tx.store.put(answer);
    await tx.done;
  }

  /** The server has `revision` (or refused it): the entry goes, unless a newer change came meanwhile. */
  async settle(homeworkId: number, taskId: number, revision: number): Promise<void> {
    const tx = (await this.db).transaction('answers', 'readwrite');
    const stored = await tx.store.get([homeworkId, taskId]);
    if (stored && stored.revision <= revision) await tx.store.delete([homeworkId, taskId]);
    await tx.done;
  }

  /** A homework's unsent answers, oldest change first. */
  async pending(homeworkId: number): Promise<PendingAnswer[]> {
    return (await (await this.db).getAllFromIndex('answers', 'byHomework', homeworkId)).sort(byQueuedAt);
  }

  /** Every homework with something unsent: answers or a submit. */
  async homeworkIds(): Promise<number[]> {
    const db = await this.db;
    const [answers, submits] = await Promise.all([db.getAll('answers'), db.getAll('submits')]);
    return [...new Set([...answers.sort(byQueuedAt), ...submits].map((entry) => entry.homeworkId))];
  }

  async queueSubmit(homeworkId: number, queuedAt: number): Promise<void> {
    await (await this.db).put('submits', { homeworkId, queuedAt });
  }

  async hasQueuedSubmit(homeworkId: number): Promise<boolean> {
    return (await (await this.db).get('submits', homeworkId)) !== undefined;
  }

  async dropSubmit(homeworkId: number): Promise<void> {
    await (await this.db).delete('submits', homeworkId);
  }
}
