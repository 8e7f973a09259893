import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerValue, SubmitResult } from '@school/contract';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { localAnswerMirror } from './answer-mirror';
import { AnswerStore, type PendingAnswer } from './answer-store';
import { AnswerSync, SAVE_DELAY_MS, type AnswerTransport } from './answer-sync';

const short = (text: string): AnswerValue => ({ type: 'SHORT', text });
const RESULT = { expGained: 10 } as SubmitResult;

let userId = 0;
let online: boolean;
let saved: { taskId: number; revision: number; value: AnswerValue }[];
let submitted: PendingAnswer[][];
let transport: AnswerTransport;
let store: AnswerStore;

beforeEach(() => {
  // A database of its own per test: the user id names it.
  userId += 1;
  store = new AnswerStore(userId);
  online = true;
  saved = [];
  submitted = [];
  transport = {
    save: vi.fn(async (_homeworkId: number, { taskId, revision, value }: PendingAnswer) => {
      if (!online) throw new NetworkError('offline');
      saved.push({ taskId, revision, value });
      return { revision };
    }),
    submit: vi.fn(async (_homeworkId: number, answers: PendingAnswer[]) => {
      if (!online) throw new NetworkError('offline');
      submitted.push(answers);
      return RESULT;
    }),
  };
});
afterEach(() => vi.useRealTimers());

const newSync = () => new AnswerSync(5, store, transport);

describe('autosave (issue 10: saved as the student types)', () => {
  it('sends once the typing pauses, only the last text, with the next revision', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sync = newSync();
    await sync.reconcile([{ taskId: 1, revision: 4 }]);
    await sync.flush();
    sync.change(1, short('1'));
    sync.change(1, short('12'));
    sync.change(1, short('125'));
    expect(sync.getSnapshot().state).toBe('saving');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sync.getSnapshot().state).toBe('saved'));
    expect(saved).toEqual([{ taskId: 1, revision: 7, value: short('125') }]);
    expect(await store.pending(5)).toEqual([]);
  });

  it('keeps every change on the device until the server acknowledges it', async () => {
    const sync = newSync();
    online = false;
    sync.change(1, short('a'));
    sync.change(2, short('b'));
    await sync.flush();
    expect(sync.getSnapshot().state).toBe('offline');
    expect((await store.pending(5)).map((entry) => [entry.taskId, entry.revision])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('drops an answer the server refuses for good, and says why', async () => {
    transport.save = vi.fn(async () => {
      throw new ApiError(400, [{ attr: null, code: 'closed', detail: 'Домашка уже сдана' }]);
    });
    const sync = newSync();
    sync.change(1, short('a'));
    await sync.flush();
    expect(sync.getSnapshot().rejected).toBe('Домашка уже сдана');
    expect(await store.pending(5)).toEqual([]);
  });

  it('keeps an answer the server answered for without taking its revision, and sends it again', async () => {
    transport.save = vi.fn(async () => ({ revision: 0 }));
    const sync = newSync();
    sync.change(1, short('a'));
    await sync.flush();
    expect(await store.pending(5)).toHaveLength(1);
    expect(sync.getSnapshot().state).toBe('offline');
  });

  it('keeps the answers when the session cannot be renewed (401)', async () => {
    transport.save = vi.fn(async () => {
      throw new ApiError(401, []);
    });
    const sync = newSync();
    sync.change(1, short('a'));
    await sync.flush();
    expect(await store.pending(5)).toHaveLength(1);
  });
});

describe('the IndexedDB queue (issue 10: nothing is ever lost)', () => {
  it('survives a reload: a new page finds the answers and sends them oldest first', async () => {
    online = false;
    const before = newSync();
    before.change(2, short('second'));
    before.change(1, short('first'));
    before.change(2, short('second, edited'));
    await before.flush();

    online = true;
    const after = newSync();
    const newer = await after.reconcile([]);
    expect(newer.map((entry) => entry.taskId).sort()).toEqual([1, 2]);
    await after.flush();
    expect(saved.map((entry) => [entry.taskId, entry.revision])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(saved[1]?.value).toEqual(short('second, edited'));
  });

  it('on open, a local answer with a higher revision than the server’s wins; an older one is dropped', async () => {
    online = false;
    const before = newSync();
    before.change(1, short('local newer'));
    before.change(1, short('local newer 2'));
    before.change(2, short('local older'));
    await before.flush();
    online = true;

    const after = newSync();
    const newer = await after.reconcile([
      { taskId: 1, revision: 1 },
      { taskId: 2, revision: 3 },
    ]);
    expect(newer.map((entry) => [entry.taskId, entry.value])).toEqual([[1, short('local newer 2')]]);
    await after.flush();
    expect(saved.map((entry) => entry.taskId)).toEqual([1]);
    // The next change of task 2 continues after the server's revision.
    after.change(2, short('again'));
    await after.flush();
    expect(saved.at(-1)).toEqual({ taskId: 2, revision: 4, value: short('again') });
  });

  it('a reload right after a keystroke, before IndexedDB has it, keeps the answer (localStorage mirror)', async () => {
    // IndexedDB that never finishes a write: the page is gone before it would.
    const stalled = Object.assign(Object.create(store) as AnswerStore, { put: () => new Promise<void>(() => {}) });
    const before = new AnswerSync(5, stalled, transport, localAnswerMirror(userId, 5));
    before.change(1, short('typed just now'));

    const after = new AnswerSync(5, store, transport, localAnswerMirror(userId, 5));
    const newer = await after.reconcile([{ taskId: 1, revision: 0 }]);
    expect(newer.map((entry) => entry.value)).toEqual([short('typed just now')]);
    await after.flush();
    expect(saved).toEqual([{ taskId: 1, revision: 1, value: short('typed just now') }]);
    // Acknowledged: the mirror is emptied, so a third page has nothing to resend.
    expect(localAnswerMirror(userId, 5).read()).toEqual([]);
  });

  it('the mirror ignores what is not an answer of its homework', () => {
    localStorage.setItem(`homework-answers-${userId}-5`, '{"not":"a list"}');
    expect(localAnswerMirror(userId, 5).read()).toEqual([]);
    localStorage.setItem(`homework-answers-${userId}-5`, JSON.stringify([{ homeworkId: 6, taskId: 1 }]));
    expect(localAnswerMirror(userId, 5).read()).toEqual([]);
  });

  it('an answer the flush on start sends before the page reconciles is still shown', async () => {
    online = false;
    const before = newSync();
    before.change(1, short('sent at start'));
    await before.flush();
    online = true;

    // The new page fetched the homework (no answer yet), then the app's flush on start sent the answer.
    const after = newSync();
    await after.flush();
    expect(saved).toEqual([{ taskId: 1, revision: 1, value: short('sent at start') }]);
    const newer = await after.reconcile([{ taskId: 1, revision: 0 }]);
    expect(newer.map((entry) => entry.value)).toEqual([short('sent at start')]);
    expect(saved).toHaveLength(1);
    // A page that fetched after the save shows the server's answer: nothing to override.
    expect(await after.reconcile([{ taskId: 1, revision: 1 }])).toEqual([]);
  });

  it('a store never replaces a newer revision with an older one', async () => {
    await store.put({ homeworkId: 5, taskId: 1, value: short('new'), revision: 3, queuedAt: 1 });
    await store.put({ homeworkId: 5, taskId: 1, value: short('old'), revision: 2, queuedAt: 2 });
    await store.settle(5, 1, 2);
    expect((await store.pending(5)).map((entry) => entry.value)).toEqual([short('new')]);
  });
});

describe('submitting (issue 10: an offline submit is queued)', () => {
  it('sends the waiting answers with the submit', async () => {
    const sync = newSync();
    sync.change(3, short('x'));
    expect(await sync.submit()).toBe(RESULT);
    expect(submitted[0]?.map((answer) => answer.taskId)).toEqual([3]);
    expect(await store.pending(5)).toEqual([]);
  });

  it('queues the submit in IndexedDB offline and sends it when the network returns', async () => {
    const sync = newSync();
    online = false;
    sync.change(3, short('x'));
    expect(await sync.submit()).toBeNull();
    expect(sync.getSnapshot().submitQueued).toBe(true);
    expect(await store.hasQueuedSubmit(5)).toBe(true);

    online = true;
    const afterReload = newSync();
    await afterReload.reconcile([]);
    await afterReload.flush();
    expect(saved.map((entry) => entry.taskId)).toEqual([3]);
    expect(submitted).toEqual([[]]);
    expect(afterReload.getSnapshot()).toMatchObject({ submitQueued: false, submitted: RESULT, state: 'saved' });
    expect(await store.hasQueuedSubmit(5)).toBe(false);
    afterReload.dismissSubmitted();
    expect(afterReload.getSnapshot().submitted).toBeNull();
  });
});
