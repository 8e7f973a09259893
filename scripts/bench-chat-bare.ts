/**
 * The floor of scripts/bench-chat.ts: a bare Socket.IO server on the same protocol that only
 * relays — `subscribe` joins the lesson room, `stream_post` is acknowledged and broadcast to it as
 * a message of the chat's shape — with no token check, no database and no validation. Run as a child: `bench-chat-bare.ts <port>`.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { CHAT_EVENTS, CHAT_NAMESPACE, lessonRoom, type LiveMessage } from '../packages/contract/src/index.js';

interface Request {
  lesson_id: number;
  action: string;
  data: { message: { message: string } };
  request_id: string;
}

function bareServer(port: number): void {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  let id = 0;
  io.of(CHAT_NAMESPACE).on('connection', (socket) => {
    socket.on(CHAT_EVENTS.subscribe, (payload: { lesson_id: number }, ack: (answer: unknown) => void) => {
      void socket.join(lessonRoom(payload.lesson_id));
      ack({ ok: true });
    });
    socket.on(CHAT_EVENTS.chat, (request: Request, ack: (answer: unknown) => void) => {
      id += 1;
      // The same shape and size as the chat's own message, so both runs move the same bytes.
      const message: LiveMessage = {
        id,
        lesson_id: request.lesson_id,
        message: request.data.message.message,
        is_hidden: false,
        is_moderation: false,
        sender: {
          id: 1,
          first_name: 'Модератор',
          last_name: 'Номер 1',
          is_videochat_moderator: true,
          role: 'moderator',
        },
        config: {},
        attachments: [],
        reply_to: null,
        created_at: Date.now(),
        video_offset: 300,
      };
      const data = { messages: [message] };
      socket
        .to(lessonRoom(request.lesson_id))
        .emit(CHAT_EVENTS.chat, { lesson_id: request.lesson_id, action: 'stream_post', data });
      ack({ lesson_id: request.lesson_id, action: 'stream_post', request_id: request.request_id, data });
    });
  });
  http.listen(port, '127.0.0.1');
}

bareServer(Number(process.argv[2]));
