import { describe, expect, it } from 'vitest';
import { banWordLists } from '@school/contract';
import { OutgoingGuard } from './outgoing-guard';

const T0 = 1_700_000_000_000;

function guard() {
  const value = new OutgoingGuard();
  value.lists = banWordLists([
    { value: 'дурак', type: 'BLACK' },
    { value: 'дураками', type: 'WHITE' },
  ]);
  return value;
}

describe('OutgoingGuard (spec 3 §5)', () => {
  it('refuses the same text, any case, within 5 s of the last valid message; takes it after', () => {
    const check = guard();
    expect(check.check('Привет', false, T0)).toEqual({ ok: true, text: 'Привет' });
    expect(check.check('привет', false, T0 + 4_999)).toEqual({
      ok: false,
      error: 'you_cant_send_spam_and_flood_see_chat_rules',
    });
    expect(check.check('привет', false, T0 + 5_000)).toMatchObject({ ok: true });
  });

  it('a refused message does not become the last valid one', () => {
    const check = guard();
    check.check('раз', false, T0);
    expect(check.check('ты дурак', false, T0 + 1000)).toEqual({
      ok: false,
      error: 'you_cant_write_bad_words_see_chat_rules',
    });
    expect(check.check('ты дурак', false, T0 + 2000)).toEqual({
      ok: false,
      error: 'you_cant_write_bad_words_see_chat_rules',
    });
    expect(check.check('раз', false, T0 + 3000)).toMatchObject({ ok: false });
  });

  it('lets the whitelist win and lowers a run of capitals', () => {
    const check = guard();
    expect(check.check('не спорь с дураками', false, T0)).toMatchObject({ ok: true });
    expect(check.check('ПОЧЕМУ так', false, T0)).toEqual({ ok: true, text: 'почему так' });
  });

  it('skips the rules for moderators', () => {
    const check = guard();
    expect(check.check('дурак', true, T0)).toEqual({ ok: true, text: 'дурак' });
    expect(check.check('дурак', true, T0 + 1)).toEqual({ ok: true, text: 'дурак' });
  });
});
