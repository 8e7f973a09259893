import { describe, expect, it } from 'vitest';
import { chooseSlot } from './slot-choice';

describe('chooseSlot', () => {
  it.each(['default', '1', 'true', 'enabled', 'on', true, 1])('%s selects the on slot', (value) => {
    expect(chooseSlot(value)).toEqual({ kind: 'on' });
  });

  it.each(['0', 'false', 'disabled', 'off', 'null', false, 0, null])('%s selects the off slot', (value) => {
    expect(chooseSlot(value)).toEqual({ kind: 'off' });
  });

  it.each(['variant-b', 'ON', 2, undefined, { a: 1 }, ['on']])('%s selects nothing', (value) => {
    expect(chooseSlot(value)).toEqual({ kind: 'none' });
  });

  it('prefers a named slot that matches', () => {
    expect(chooseSlot('variant-b', ['variant-a', 'variant-b'])).toEqual({ kind: 'named', key: 'variant-b' });
    expect(chooseSlot('on', ['on'])).toEqual({ kind: 'named', key: 'on' });
    expect(chooseSlot(2, ['2'])).toEqual({ kind: 'named', key: '2' });
    expect(chooseSlot('on', ['variant-a'])).toEqual({ kind: 'on' });
  });
});
