import type { AnswerValue, SubmitResult, TaskAnswer } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { noMirror, type AnswerMirror } from './answer-mirror';
import type { AnswerStore, PendingAnswer } from './answer-store';

/** What the bottom bar says: every change acknowledged, on its way, or kept on the device. */
export type SaveState = 'saved' | 'saving' | 'offline';

export interface SyncSnapshot {
  state: SaveState;
  /** A submit made offline waits in IndexedDB. */
  submitQueued: boolean;
  /** The queued submit went through: its result, to show. */
  submitted: SubmitResult | null;
  /** The server refused an answer for good (the homework closed meanwhile): its reason. */
  rejected: string | null;
}

export interface AnswerTransport {
  /** Answers with the revision the server now keeps for the task. */
  save(homeworkId: number, answer: PendingAnswer): Promise<{ revision: number }>;
  submit(homeworkId: number, answers: PendingAnswer[]): Promise<SubmitResult>;
}

/** Issue 10: saved as the student types, once the typing pauses. */
export const SAVE_DELAY_MS = 600;
/** Without a network the queue is tried again now and then, besides on the `online` event. */
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];

/**
 * Worth trying again later: no answer at all, a server failure, or an expired session (the API client
 * refreshes the token; when that fails the answers wait for the next sign-in). Any other 4xx is final.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const byQueuedAt = (a: PendingAnswer, b: PendingAnswer) => a.queuedAt - b.queuedAt;

/**
 * Keeps one homework's answers safe (issue 10: nothing is ever lost). Every change gets the next
 * revision of its task and is written to IndexedDB before anything else; a debounced flush sends the
 * queue oldest first, only the newest revision per task, and an entry leaves the device only once
 * the server has acknowledged that revision. A memory copy, mirrored synchronously to localStorage,
 * covers the moment before IndexedDB has the change and a browser where IndexedDB fails.
 */
export class AnswerSync {
  private readonly revisions = new Map<number, number>();
  private readonly memory = new Map<number, PendingAnswer>();
  /**
   * What the server acknowledged while this page lived: a flush (the app's flush on start) may send an
   * answer between the page's fetch of the homework and its `reconcile`, and the page must still show it.
   */
  private readonly acknowledged = new Map<number, PendingAnswer>();
  private writes: Promise<void> = Promise.resolve();
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private snapshot: SyncSnapshot = { state: 'saved', submitQueued: false, submitted: null, rejected: null };
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly homeworkId: number,
    private readonly store: AnswerStore,
    private readonly transport: AnswerTransport,
    private readonly mirror: AnswerMirror = noMirror,
    private readonly now: () => number = Date.now,
  ) {
    for (const entry of mirror.read()) this.memory.set(entry.taskId, entry);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snapshot;

  /**
   * On page open: the server's revisions become known, and answers kept on the device with a higher
   * revision win — they are returned to be shown and are sent again. Older local copies are dropped.
   */
  async reconcile(answers: readonly Pick<TaskAnswer, 'taskId' | 'revision'>[]): Promise<PendingAnswer[]> {
    const serverRevision = new Map(answers.map((answer) => [answer.taskId, answer.revision]));
    for (const [taskId, revision] of serverRevision) this.know(taskId, revision);
    const newer: PendingAnswer[] = [];
    for (const entry of await this.pendingAnswers()) {
      const server = serverRevision.get(entry.taskId) ?? 0;
      if (entry.revision > server) {
        newer.push(entry);
        this.know(entry.taskId, entry.revision);
      } else await this.settle({ ...entry, revision: server });
    }
    for (const entry of this.acknowledged.values()) {
      const shown = newer.some((pending) => pending.taskId === entry.taskId);
      if (!shown && entry.revision > (serverRevision.get(entry.taskId) ?? 0)) newer.push(entry);
    }
    this.update({ submitQueued: await this.store.hasQueuedSubmit(this.homeworkId).catch(() => false) });
    void this.flush();
    return newer;
  }

  /** The student changed an answer: stored on the device at once, sent when the typing pauses. */
  change(taskId: number, value: AnswerValue): void {
    const revision = (this.revisions.get(taskId) ?? 0) + 1;
    this.revisions.set(taskId, revision);
    const entry: PendingAnswer = { homeworkId: this.homeworkId, taskId, value, revision, queuedAt: this.now() };
    this.memory.set(taskId, entry);
    this.mirror.write([...this.memory.values()]);
    this.writes = this.writes
      .then(() => this.store.put(entry))
      .catch((error: unknown) => console.warn('Answer not kept on the device', error));
    if (this.snapshot.state !== 'offline') this.update({ state: 'saving' });
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.flush(), SAVE_DELAY_MS);
  }

  /** Sends whatever waits; a flush asked for while one runs makes it go round once more. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.debounce);
    clearTimeout(this.retryTimer);
    this.running = (async () => {
      let sent: boolean;
      do {
        this.again = false;
        sent = await this.sendPending();
      } while (sent && this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Hands the homework in with the answers still waiting. Without a network the submit itself is
   * queued in IndexedDB and null is returned; it goes out with the next flush.
   */
  async submit(): Promise<SubmitResult | null> {
    clearTimeout(this.debounce);
    if (this.running) await this.running;
    const answers = await this.pendingAnswers();
    try {
      const result = await this.transport.submit(this.homeworkId, answers);
      await Promise.all(answers.map((answer) => this.settle(answer)));
      await this.store.dropSubmit(this.homeworkId);
      this.update({ state: 'saved', submitQueued: false });
      return result;
    } catch (error) {
      if (!isRetryable(error)) throw error;
      await this.store.queueSubmit(this.homeworkId, this.now());
      this.update({ submitQueued: true });
      this.wentOffline();
      return null;
    }
  }

  /** The queued submit's result was shown: a later visit (the work on mistakes) must not show it again. */
  dismissSubmitted(): void {
    if (this.snapshot.submitted) this.update({ submitted: null });
  }

  private know(taskId: number, revision: number): void {
    this.revisions.set(taskId, Math.max(this.revisions.get(taskId) ?? 0, revision));
  }

  private update(change: Partial<SyncSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** The device's queue (or, where IndexedDB failed, the memory copy): per task the newest revision, oldest first. */
  private async pendingAnswers(): Promise<PendingAnswer[]> {
    await this.writes;
    const stored = await this.store.pending(this.homeworkId).catch((error: unknown) => {
      console.warn('Answers on the device unreadable', error);
      return [];
    });
    const byTask = new Map(stored.map((entry) => [entry.taskId, entry]));
    for (const entry of this.memory.values()) {
      if ((byTask.get(entry.taskId)?.revision ?? 0) < entry.revision) byTask.set(entry.taskId, entry);
    }
    return [...byTask.values()].sort(byQueuedAt);
  }

  private async settle(answer: Pick<PendingAnswer, 'taskId' | 'revision'>): Promise<void> {
    const inMemory = this.memory.get(answer.taskId);
    if (inMemory && inMemory.revision <= answer.revision) {
      this.memory.delete(answer.taskId);
      this.mirror.write([...this.memory.values()]);
    }
    await this.store.settle(this.homeworkId, answer.taskId, answer.revision);
  }

  private async sendPending(): Promise<boolean> {
    for (const entry of await this.pendingAnswers()) {
      try {
        const stored = await this.transport.save(this.homeworkId, entry);
        // An answer that did not take this revision is no acknowledgement: the entry stays and is sent again.
        if (stored.revision < entry.revision) return this.wentOffline();
        this.acknowledged.set(entry.taskId, entry);
      } catch (error) {
        if (isRetryable(error)) return this.wentOffline();
        this.update({ rejected: error instanceof Error ? error.message : String(error) });
      }
      await this.settle(entry);
    }
    if (!(await this.sendQueuedSubmit())) return false;
    this.retries = 0;
    this.update({ state: this.memory.size > 0 ? 'saving' : 'saved' });
    return true;
  }

  private async sendQueuedSubmit(): Promise<boolean> {
    if (!(await this.store.hasQueuedSubmit(this.homeworkId))) return true;
    try {
      const submitted = await this.transport.submit(this.homeworkId, []);
      await this.store.dropSubmit(this.homeworkId);
      this.update({ submitQueued: false, submitted });
    } catch (error) {
      if (isRetryable(error)) return this.wentOffline();
      await this.store.dropSubmit(this.homeworkId);
      this.update({ submitQueued: false, rejected: error instanceof Error ? error.message : String(error) });
    }
    return true;
  }

  private wentOffline(): false {
    this.update({ state: 'offline' });
    clearTimeout(this.retryTimer);
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)];
    this.retries += 1;
    this.retryTimer = setTimeout(() => void this.flush(), delay);
    return false;
  }
}
