import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { BanWordsStore } from './ban-words-store';
import { syncBanWords } from './sync-ban-words';

/** The chat's HTTP side (spec 3 §7; moderation, chatContract); answers reach everyone by the socket. */
export const chatCalls = {
  settings: (lessonId: number) => call(contract.chat.settings, { query: { lesson: lessonId } }),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(contract.chat.uploadAttachment, { form });
  },
  report: (messageId: number) => call(contract.chat.report, { params: { id: messageId }, body: {} }),
  hideMessage: (messageId: number, isHidden: boolean) =>
    call(contract.chat.hideMessage, { params: { id: messageId }, body: { isHidden } }),
  hideUserMessages: (lessonId: number, userId: number, isHidden: boolean) =>
    call(contract.chat.hideUserMessages, { params: { id: lessonId, userId }, body: { isHidden } }),
  ban: (lessonId: number, userId: number, minutes: number | null) =>
    call(contract.chat.ban, { params: { id: lessonId }, body: { userId, minutes, hideMessages: false } }),
  updateSettings: (lessonId: number, body: { slowModeSeconds?: number; isClosed?: boolean }) =>
    call(contract.chat.updateSettings, { params: { id: lessonId }, body }),
};

let store: BanWordsStore | null = null;

/** The banned words, brought up to date once per page load (spec 3 §4). */
export function loadBanWords() {
  store ??= new BanWordsStore();
  return syncBanWords(store, (query) => call(contract.chat.banWords, { query }));
}
