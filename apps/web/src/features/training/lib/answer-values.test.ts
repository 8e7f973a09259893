import { describe, expect, it } from 'vitest';
import { emptyValue } from '../../../shared/homework/answer-values';
import { canCheck, durationParts } from './answer-values';

const match = {
  matchItems: [
    { id: 'A', html: 'А' },
    { id: 'B', html: 'Б' },
  ],
};

describe('canCheck', () => {
  it('needs something typed or chosen before «Проверить»', () => {
    expect(canCheck(match, { type: 'SHORT', text: '  ' })).toBe(false);
    expect(canCheck(match, { type: 'SHORT', text: '10' })).toBe(true);
    expect(canCheck(match, { type: 'SINGLE', choice: null })).toBe(false);
    expect(canCheck(match, { type: 'MULTIPLE', choices: [] })).toBe(false);
    expect(canCheck(match, { type: 'ORDER', order: [] })).toBe(true);
  });

  it('takes a match only with every left item paired', () => {
    expect(canCheck(match, { type: 'MATCH', pairs: { A: '1' } })).toBe(false);
    expect(canCheck(match, { type: 'MATCH', pairs: { A: '1', B: '2' } })).toBe(true);
  });
});

describe('emptyValue and durationParts', () => {
  it('starts an order from the shown order', () => {
    expect(
      emptyValue({
        type: 'ORDER',
        options: [
          { id: 'x', html: '' },
          { id: 'y', html: '' },
        ],
      }),
    ).toEqual({
      type: 'ORDER',
      order: ['x', 'y'],
    });
  });

  it('splits seconds into minutes and seconds', () => {
    expect(durationParts(700)).toEqual({ minutes: 11, seconds: 40 });
    expect(durationParts(-3)).toEqual({ minutes: 0, seconds: 0 });
  });
});
