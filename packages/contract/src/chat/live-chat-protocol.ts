// No zod here: the browser's shell and sidebar take these constants without the schemas (issue 8).
/**
 * The live lesson chat over Socket.IO (spec 3 §3, §4, §7): one room per lesson, reached on the
 * `/chat` namespace of the API server with the access token in `auth.token`. Socket payloads are
 * snake_case as the spec writes them (spec 3 §3 "Live-chat message (socket form)").
 */
export const CHAT_NAMESPACE = '/chat';

/** Socket.IO event names. `chat` carries `{action, data, request_id}` both ways. */
export const CHAT_EVENTS = {
  /** client → server: join a lesson room; ack `{ok: true}` or `{error}` */
  subscribe: 'subscribe',
  /** client → server: leave it */
  unsubscribe: 'unsubscribe',
  /** client → server: a fresh access token for the open connection; ack `{ok}` or `{error}` */
  refresh: 'refresh',
  /** both ways: stream requests, their answers (matched by request_id) and the room's broadcasts */
  chat: 'chat',
  /** curator rooms (spec 3 §3): a new message in one of the user's rooms */
  roomMessage: 'room_message',
  /** curator rooms: read marks and unread counts changed */
  roomRead: 'room_read',
} as const;

/**
 * Error codes of the messaging library (spec 3 §8): below 100 or `temporary` retry, others
 * disconnect or unsubscribe; `unauthorized` disconnects without retry.
 */
export const CHAT_ERROR_CODES = {
  timeout: 1,
  transportClosed: 2,
  clientDisconnected: 3,
  badConfiguration: 12,
  unauthorized: 101,
  unknownChannel: 102,
  permissionDenied: 103,
  methodNotFound: 104,
  limitExceeded: 106,
  badRequest: 107,
  notAvailable: 108,
  tokenExpired: 109,
  tooManyRequests: 111,
} as const;

export interface ChatError {
  code: number;
  message: string;
  /** A translation key of the chat rules when the message was refused (spec 3 §5). */
  reason?: string;
  temporary?: boolean;
}

/** Spec 3 §9 constants of the chat. */
export const CHAT_LIMITS = {
  pageSize: 20,
  historyChunk: 1000,
  spamWindowMs: 5_000,
  upperCaseRun: 4,
  banWordsPage: 100,
  requestTimeoutMs: 30_000,
  sendTimeoutMs: 5_000,
  reconnectMinMs: 500,
  reconnectMaxMs: 20_000,
  messageMaxLength: 1_000,
  attachmentsPerMessage: 5,
  attachmentMaxBytes: 10 * 1024 * 1024,
} as const;

/** Socket room names; a lesson's hidden messages go to its staff room only (spec 3 §6). */
export const lessonRoom = (lessonId: number) => `lesson:${lessonId}`;

export const LIVE_ACTIONS = [
  'stream_get',
  'stream_post',
  'history',
  'ban_user',
  'hide_user_messages',
  'show_user_messages',
  'update_messages',
  'settings',
] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];
