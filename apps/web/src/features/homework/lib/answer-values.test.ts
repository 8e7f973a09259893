import { describe, expect, it } from 'vitest';
import { AnswerValueSchema } from '@school/contract';
import { task } from '../test-homework';
import { emptyValue, moveItem, toggleChoice } from '../../../shared/homework/answer-values';
import { isAnswered } from './answer-values';

describe('answer values (the contract’s AnswerValue per task type)', () => {
  it('starts every type with a value the contract accepts; ORDER from the shown order', () => {
    for (const type of ['SHORT', 'SINGLE', 'MULTIPLE', 'ORDER', 'MATCH', 'EXTENDED'] as const) {
      expect(AnswerValueSchema.parse(emptyValue(task(1, type)))).toMatchObject({ type });
    }
    expect(emptyValue(task(1, 'ORDER'))).toEqual({ type: 'ORDER', order: ['a', 'b', 'c'] });
  });

  it('moves an ORDER item up and down, never out of the list', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('toggles MULTIPLE choices in the options’ order', () => {
    expect(toggleChoice(['c'], 'a', ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(toggleChoice(['a', 'c'], 'a', ['a', 'b', 'c'])).toEqual(['c']);
  });

  it('counts a task as answered only with something in it (the "3 из 10" progress)', () => {
    const match = task(5, 'MATCH');
    expect(isAnswered(task(1, 'SHORT'), { type: 'SHORT', text: '  ' }, true)).toBe(false);
    expect(isAnswered(task(1, 'SHORT'), { type: 'SHORT', text: '4' }, true)).toBe(true);
    expect(isAnswered(task(2, 'SINGLE'), { type: 'SINGLE', choice: null }, true)).toBe(false);
    expect(isAnswered(task(3, 'MULTIPLE'), { type: 'MULTIPLE', choices: ['a'] }, false)).toBe(true);
    expect(isAnswered(task(4, 'ORDER'), emptyValue(task(4, 'ORDER')), false)).toBe(false);
    expect(isAnswered(task(4, 'ORDER'), emptyValue(task(4, 'ORDER')), true)).toBe(true);
    expect(isAnswered(match, { type: 'MATCH', pairs: { l1: 'a' } }, true)).toBe(false);
    expect(isAnswered(match, { type: 'MATCH', pairs: { l1: 'a', l2: 'b' } }, true)).toBe(true);
    expect(isAnswered(task(6, 'EXTENDED'), { type: 'EXTENDED', html: '<p></p>', files: [] }, true)).toBe(false);
    expect(isAnswered(task(6, 'EXTENDED'), { type: 'EXTENDED', html: '<p>x</p>', files: [] }, true)).toBe(true);
    expect(
      isAnswered(
        task(6, 'EXTENDED'),
        { type: 'EXTENDED', html: '', files: [{ url: '/u/1.jpg', name: '1.jpg' }] },
        true,
      ),
    ).toBe(true);
    expect(isAnswered(task(1, 'SHORT'), null, true)).toBe(false);
  });
});
