import { CHAT_ERROR_CODES, type ChatError } from '@school/contract';

/** A chat error from the server or the client itself, with its code (spec 3 §8). */
export class ChatRequestError extends Error {
  constructor(readonly chatError: ChatError) {
    super(chatError.message);
    this.name = 'ChatRequestError';
  }
}

/** Spec 3 §4: codes below 100 or `temporary` errors retry; the others disconnect or unsubscribe. */
export const isRetryable = (error: ChatError): boolean => error.code < 100 || error.temporary === true;

/** Spec 3 §8 'Request with {id} timed out.' */
export const timeoutError = (requestId: string): ChatError => ({
  code: CHAT_ERROR_CODES.timeout,
  message: `Request with ${requestId} timed out.`,
});

/** Spec 3 §4 'Event {action} not supported'. */
export const unsupportedEvent = (action: string): Error => new Error(`Event ${action} not supported`);

/** A request dropped because the chat itself was closed (the page left): nothing to report. */
export const isClosedByClient = (error: unknown): boolean =>
  error instanceof ChatRequestError && error.chatError.code === CHAT_ERROR_CODES.clientDisconnected;
