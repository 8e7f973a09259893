import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@school/contract';
import { byGroup } from './type-groups';

describe('byGroup', () => {
  it('puts every type in exactly one of the five groups, in the page order', () => {
    const groups = byGroup(NOTIFICATION_TYPES.map((type) => ({ type })));
    expect(groups.map(({ group }) => group)).toEqual(['lessons', 'homework', 'progress', 'subscriptions', 'account']);
    expect(groups.flatMap(({ items }) => items.map(({ type }) => type)).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(groups[1]!.items.map(({ type }) => type)).toContain('homework_checked');
  });

  it('leaves out a group with nothing in it', () => {
    expect(byGroup([{ type: 'level_up' as const }])).toEqual([{ group: 'progress', items: [{ type: 'level_up' }] }]);
  });
});
