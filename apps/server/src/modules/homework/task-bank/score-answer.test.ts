import { describe, expect, it } from 'vitest';
import { normaliseShort, scoreAnswer } from './score-answer.js';

describe('normaliseShort', () => {
  it('trims, collapses spaces, lowers the case, reads a decimal comma and writes numbers shortest', () => {
    expect(normaliseShort('  Звонит ')).toBe('звонит');
    expect(normaliseShort('a   b')).toBe('a b');
    expect(normaliseShort('0,50')).toBe('0.5');
    expect(normaliseShort('+3')).toBe('3');
    expect(normaliseShort('.25')).toBe('0.25');
    expect(normaliseShort('ёлка')).toBe('елка');
    expect(normaliseShort('1,2,3')).toBe('1.2.3');
  });
});

describe('scoreAnswer', () => {
  it('SHORT: any accepted answer after normalising; empty is wrong', () => {
    const key = { type: 'SHORT' as const, accepted: ['0,5', 'половина'] };
    expect(scoreAnswer(key, { type: 'SHORT', text: '0.50' }, 1)).toEqual({ points: 1, state: 'CORRECT' });
    expect(scoreAnswer(key, { type: 'SHORT', text: ' ПОЛОВИНА' }, 1).points).toBe(1);
    expect(scoreAnswer(key, { type: 'SHORT', text: '0,05' }, 1)).toEqual({ points: 0, state: 'WRONG' });
    expect(scoreAnswer(key, { type: 'SHORT', text: '' }, 1).points).toBe(0);
    expect(scoreAnswer(key, null, 1)).toEqual({ points: 0, state: 'WRONG' });
  });

  it('SINGLE: the one choice', () => {
    const key = { type: 'SINGLE' as const, choice: 'b' };
    expect(scoreAnswer(key, { type: 'SINGLE', choice: 'b' }, 1).points).toBe(1);
    expect(scoreAnswer(key, { type: 'SINGLE', choice: 'a' }, 1).points).toBe(0);
    expect(scoreAnswer(key, { type: 'SINGLE', choice: null }, 1).points).toBe(0);
  });

  it('MULTIPLE: the exact set is full; one mistake gives 1 of 2 (ЕГЭ); two mistakes or a 1-point task nothing', () => {
    const key = { type: 'MULTIPLE' as const, choices: ['a', 'c', 'e'] };
    const m = (choices: string[], max = 2) => scoreAnswer(key, { type: 'MULTIPLE', choices }, max);
    expect(m(['e', 'c', 'a'])).toEqual({ points: 2, state: 'CORRECT' });
    expect(m(['a', 'c'])).toEqual({ points: 1, state: 'PARTIAL' });
    expect(m(['a', 'c', 'e', 'b'])).toEqual({ points: 1, state: 'PARTIAL' });
    expect(m(['a', 'b'])).toEqual({ points: 0, state: 'WRONG' });
    expect(m(['a', 'c'], 1).points).toBe(0);
    expect(m([]).points).toBe(0);
  });

  it('ORDER: all in place is full; one swap is one mistake', () => {
    const key = { type: 'ORDER' as const, order: ['a', 'b', 'c', 'd'] };
    const o = (order: string[], max = 2) => scoreAnswer(key, { type: 'ORDER', order }, max).points;
    expect(o(['a', 'b', 'c', 'd'])).toBe(2);
    expect(o(['b', 'a', 'c', 'd'])).toBe(1);
    expect(o(['b', 'c', 'a', 'd'])).toBe(0);
    expect(o(['a', 'b', 'c'])).toBe(0);
    expect(o(['a', 'b', 'c', 'd'], 1)).toBe(1);
  });

  it('MATCH: every pair right is full; one wrong pair gives 1 of 2; nothing chosen is wrong', () => {
    const key = { type: 'MATCH' as const, pairs: { A: '1', B: '2', C: '3' } };
    const p = (pairs: Record<string, string>) => scoreAnswer(key, { type: 'MATCH', pairs }, 2).points;
    expect(p({ A: '1', B: '2', C: '3' })).toBe(2);
    expect(p({ A: '1', B: '2', C: '1' })).toBe(1);
    expect(p({ A: '1', B: '2' })).toBe(1);
    expect(p({ A: '2', B: '1', C: '3' })).toBe(0);
    expect(p({})).toBe(0);
  });

  it('an answer of another type scores nothing', () => {
    expect(scoreAnswer({ type: 'SINGLE', choice: 'a' }, { type: 'SHORT', text: 'a' }, 1).points).toBe(0);
  });
});
