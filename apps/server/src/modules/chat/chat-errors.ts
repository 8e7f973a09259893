import { CHAT_ERROR_CODES, type ChatError } from '@school/contract';
import { chatError } from '../../realtime/realtime.js';

/** A refusal answered to the socket as `{error}`; anything else thrown is logged and answered as a bug. */
export class ChatRefusal extends Error {
  constructor(readonly error: ChatError) {
    super(error.message);
  }
}

export const refuse = (code: number, message: string, reason?: string) =>
  new ChatRefusal(chatError(code, message, reason ? { reason } : {}));

export const badRequest = (message: string, reason?: string) => refuse(CHAT_ERROR_CODES.badRequest, message, reason);
export const permissionDenied = (message: string, reason?: string) =>
  refuse(CHAT_ERROR_CODES.permissionDenied, message, reason);
