import type { LiveChatSettings } from '@school/contract';
import { ChatClient, type ChatClientOptions } from './chat-client';
import { FakeSocket } from './fake-socket';

/** The sockets the fake `connectChat` made, newest last. */
export const fakeSockets: FakeSocket[] = [];

/** connect.ts for the chat's tests (`vi.mock`): the real client over a FakeSocket, without jitter. */
export const connectChat = (options: Omit<ChatClientOptions, 'createSocket' | 'token' | 'refreshToken'>) =>
  new ChatClient({
    ...options,
    token: () => 'token',
    refreshToken: async () => true,
    random: () => 0,
    createSocket: (token) => {
      const socket = new FakeSocket(token);
      fakeSockets.push(socket);
      return socket;
    },
  });

export const testChatSettings = (patch: Partial<LiveChatSettings> = {}): LiveChatSettings => ({
  lessonId: 7,
  attachmentsEnabled: false,
  stickersEnabled: false,
  attachmentMaxBytes: 1,
  attachmentMimeTypes: [],
  slowModeSeconds: 0,
  isClosed: false,
  replayEnabled: false,
  nicknamesEnabled: false,
  ...patch,
});
