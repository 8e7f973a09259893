import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from './live-chat-protocol.js';
import {
  CHAT_RULE_ERRORS,
  banWordLists,
  calmCapitals,
  findBannedWord,
  validateChatMessage,
  type LastValidMessage,
} from './chat-validation.js';

const lists = banWordLists([
  { value: 'Хрен', type: 'BLACK' },
  { value: 'блин', type: 'BLACK' },
  { value: ' ', type: 'BLACK' },
  { value: 'хреновина', type: 'WHITE' },
]);
const NOW = 1_800_000_000_000;
const check = (
  message: unknown,
  options: { last?: LastValidMessage | null; now?: number; isModerator?: boolean } = {},
) =>
  validateChatMessage(message, {
    last: options.last ?? null,
    now: options.now ?? NOW,
    lists,
    isModerator: options.isModerator ?? false,
  });

describe('spec 3 §5: content', () => {
  it('refuses what is not a string, for moderators too, and lets an empty string pass as empty', () => {
    for (const value of [undefined, null, 42, { text: 'hi' }, ['hi']]) {
      expect(check(value)).toEqual({ ok: false, error: CHAT_RULE_ERRORS.notString });
      expect(check(value, { isModerator: true })).toEqual({ ok: false, error: 'Message content not provided.' });
    }
    expect(check('')).toEqual({ ok: true, text: '' });
  });
});

describe('spec 3 §5: spam within 5 seconds', () => {
  const last = { text: 'Привет всем', at: NOW };

  it('refuses the same text, case-insensitively, inside the window', () => {
    expect(check('ПРИВЕТ всем', { last, now: NOW + 1_000 })).toEqual({ ok: false, error: CHAT_RULE_ERRORS.spam });
    expect(check('привет всем', { last, now: NOW + CHAT_LIMITS.spamWindowMs - 1 })).toMatchObject({ ok: false });
    expect(CHAT_RULE_ERRORS.spam).toBe('you_cant_send_spam_and_flood_see_chat_rules');
  });

  it('takes it again once 5 seconds have passed, and takes another text at once', () => {
    expect(check('привет всем', { last, now: NOW + CHAT_LIMITS.spamWindowMs })).toEqual({
      ok: true,
      text: 'привет всем',
    });
    expect(check('Привет всем!', { last, now: NOW + 100 })).toMatchObject({ ok: true });
    expect(check('привет всем', { last: null })).toMatchObject({ ok: true });
  });

  it('takes two messages without text in a row (stickers, attachments alone)', () => {
    expect(check('', { last: { text: '', at: NOW }, now: NOW + 100 })).toEqual({ ok: true, text: '' });
  });

  it('lets a moderator repeat', () => {
    expect(check('Привет всем', { last, now: NOW + 100, isModerator: true })).toEqual({
      ok: true,
      text: 'Привет всем',
    });
  });
});

describe('spec 3 §5: bad words', () => {
  it('finds a blacklisted root inside a word, whatever the case and punctuation', () => {
    expect(check('ну ты и ХРЕНЬ')).toEqual({ ok: false, error: CHAT_RULE_ERRORS.badWords });
    expect(findBannedWord('х.р.е.н.ь какая-то', lists)).toBe('хрень');
    expect(findBannedWord('Блин!!!', lists)).toBe('блин');
    expect(CHAT_RULE_ERRORS.badWords).toBe('you_cant_write_bad_words_see_chat_rules');
  });

  it('lets a whitelisted word through only as a whole word', () => {
    expect(findBannedWord('какая хреновина', lists)).toBeNull();
    expect(findBannedWord('хреновины', lists)).toBe('хреновины');
  });

  it('ignores 1-letter words and empty entries, and splits on any spaces', () => {
    const oneLetter = banWordLists([{ value: 'я', type: 'BLACK' }]);
    expect(findBannedWord('я здесь', oneLetter)).toBeNull();
    expect(findBannedWord('мяу', oneLetter)).toBe('мяу');
    expect(findBannedWord('всё\tхорошо\nдрузья', lists)).toBeNull();
    expect(lists.black).toEqual(['хрен', 'блин']);
  });

  it('lets a moderator write anything', () => {
    expect(check('блин', { isModerator: true })).toEqual({ ok: true, text: 'блин' });
  });
});

describe('spec 3 §5: capitals', () => {
  it('turns the whole message lower case from a run of 4 capitals, not 3', () => {
    expect(calmCapitals('Это ОЧЕНЬ важно')).toBe('это очень важно');
    expect(calmCapitals('ЕГЭ по физике')).toBe('ЕГЭ по физике');
    expect(calmCapitals('A B C D')).toBe('A B C D');
    expect(check('СРОЧНО Вопрос')).toEqual({ ok: true, text: 'срочно вопрос' });
    expect(check('СРОЧНО', { isModerator: true })).toEqual({ ok: true, text: 'СРОЧНО' });
  });
});
