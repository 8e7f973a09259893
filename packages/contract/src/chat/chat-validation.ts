import { CHAT_LIMITS } from './live-chat-protocol.js';

/** Spec 3 §5, §8 texts, used as written (the last two are translation keys). */
export const CHAT_RULE_ERRORS = {
  notString: 'Message content not provided.',
  spam: 'you_cant_send_spam_and_flood_see_chat_rules',
  badWords: 'you_cant_write_bad_words_see_chat_rules',
} as const;

export interface BanWordLists {
  /** Lower-cased BLACK entries: a word containing one is banned. */
  black: readonly string[];
  /** Lower-cased WHITE entries: a word equal to one is allowed whatever it contains. */
  white: ReadonlySet<string>;
}

export function banWordLists(words: readonly { value: string; type: 'BLACK' | 'WHITE' }[]): BanWordLists {
  const black: string[] = [];
  const white = new Set<string>();
  for (const word of words) {
    const value = word.value.trim().toLowerCase();
    if (!value) continue;
    if (word.type === 'WHITE') white.add(value);
    else black.push(value);
  }
  return { black, white };
}

/** Spec 3 §5: strip what is not a letter, digit or space, split on spaces, skip 1-letter words. */
export function findBannedWord(text: string, lists: BanWordLists): string | null {
  const words = text
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .toLowerCase()
    .split(/\s+/);
  for (const word of words) {
    if (word.length <= 1 || lists.white.has(word)) continue;
    if (lists.black.some((banned) => word.includes(banned))) return word;
  }
  return null;
}

const UPPER_CASE_RUN = new RegExp(`\\p{Lu}{${CHAT_LIMITS.upperCaseRun},}`, 'u');

/** Spec 3 §5: a run of 4 or more capitals makes the whole message lower case. */
export function calmCapitals(text: string): string {
  return UPPER_CASE_RUN.test(text) ? text.toLowerCase() : text;
}

export interface LastValidMessage {
  text: string;
  /** Epoch milliseconds. */
  at: number;
}

export type ChatValidation = { ok: true; text: string } | { ok: false; error: string };

/**
 * The checks every chat message passes before it is sent (spec 3 §5), on the client and again
 * on the server; a ChatModerator skips them (spec 3 §6). `last` is the sender's last valid message.
 */
export function validateChatMessage(
  message: unknown,
  options: { last: LastValidMessage | null; now: number; lists: BanWordLists; isModerator: boolean },
): ChatValidation {
  if (typeof message !== 'string') return { ok: false, error: CHAT_RULE_ERRORS.notString };
  if (options.isModerator) return { ok: true, text: message };
  const { last, now } = options;
  // An empty text (a sticker or attachments alone) is no repeat: two stickers in a row are fine.
  const repeated = message.trim() !== '' && last?.text.toLowerCase() === message.toLowerCase();
  if (repeated && now - last.at < CHAT_LIMITS.spamWindowMs) {
    return { ok: false, error: CHAT_RULE_ERRORS.spam };
  }
  if (findBannedWord(message, options.lists)) return { ok: false, error: CHAT_RULE_ERRORS.badWords };
  return { ok: true, text: calmCapitals(message) };
}
