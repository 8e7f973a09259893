import { localAnswerMirror } from './answer-mirror';
import { AnswerStore } from './answer-store';
import { AnswerSync, type AnswerTransport } from './answer-sync';
import { apiTransport } from './answer-transport';

const stores = new Map<number, AnswerStore>();
const syncs = new Map<string, AnswerSync>();

const storeOf = (userId: number): AnswerStore => {
  let store = stores.get(userId);
  if (!store) stores.set(userId, (store = new AnswerStore(userId)));
  return store;
};

/** One queue per homework and user, shared by the page and the background flush, so nothing is sent twice at once. */
export function answerSync(userId: number, homeworkId: number, transport: AnswerTransport = apiTransport): AnswerSync {
  const key = `${userId}:${homeworkId}`;
  let sync = syncs.get(key);
  if (!sync) {
    const mirror = localAnswerMirror(userId, homeworkId);
    syncs.set(key, (sync = new AnswerSync(homeworkId, storeOf(userId), transport, mirror)));
  }
  return sync;
}

/** Sends everything the device keeps for this user, homework by homework. */
export async function flushAll(userId: number, transport: AnswerTransport = apiTransport): Promise<void> {
  const ids = await storeOf(userId).homeworkIds();
  await Promise.all(ids.map((homeworkId) => answerSync(userId, homeworkId, transport).flush()));
}

/** Issue 10: the queue is flushed on app start and whenever the network returns. Returns the stop. */
export function startFlushing(userId: number, transport: AnswerTransport = apiTransport): () => void {
  const onOnline = () => void flushAll(userId, transport).catch((error: unknown) => console.warn(error));
  onOnline();
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}
