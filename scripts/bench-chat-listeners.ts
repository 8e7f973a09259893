/**
 * A listener process of scripts/bench-chat.ts (forked with IPC, advanced serialisation): opens its share of the listeners, subscribes them to
 * the lesson and records the delivery latency of every `stream_post` it gets. The send time
 * travels in the message text (epoch ms, high resolution), so processes need no shared clock but
 * the system's. Takes its job as the first message, answers `ready` once subscribed; on `drain`
 * waits until nothing arrives for 3 s and answers its latencies.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE, type ChatEvent, type LiveMessage } from '../packages/contract/src/index.js';

export interface ListenerJob {
  urls: string[];
  tokens: string[];
  lessonId: number;
  expected: number;
}

const BATCH = 50;
const job = await new Promise<ListenerJob>((resolve) =>
  process.once('message', (message) => resolve(message as ListenerJob)),
);
const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

async function open(url: string, token: string): Promise<Socket> {
  const socket = connect(`${url}${CHAT_NAMESPACE}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket.timeout(60_000).emitWithAck(CHAT_EVENTS.subscribe, { lesson_id: job.lessonId })) as {
    ok?: boolean;
  };
  if (!ack.ok) throw new Error(`subscribe refused: ${JSON.stringify(ack)}`);
  return socket;
}

const latencies = new Float64Array(job.expected);
let delivered = 0;
const sockets: Socket[] = [];
for (let i = 0; i < job.tokens.length; i += BATCH) {
  const batch = job.tokens.slice(i, i + BATCH);
  sockets.push(...(await Promise.all(batch.map((token, j) => open(job.urls[(i + j) % job.urls.length]!, token)))));
}
for (const socket of sockets) {
  socket.on(CHAT_EVENTS.chat, (event: ChatEvent) => {
    if (event.action !== 'stream_post') return;
    const text = (event.data as { messages: LiveMessage[] }).messages[0]?.message ?? '';
    const sentAt = Number(text.split(' ')[3]);
    if (sentAt && delivered < latencies.length) latencies[delivered++] = now() - sentAt;
  });
}
send({ type: 'ready' });
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'drain') return;
  for (let last = -1; last !== delivered;) {
    last = delivered;
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  for (const socket of sockets) socket.disconnect();
  send({ type: 'done', latencies: latencies.slice(0, delivered) });
});
