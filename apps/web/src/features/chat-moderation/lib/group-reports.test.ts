import { describe, expect, it } from 'vitest';
import { chatReport } from '../../../shared/chat-moderation/test-moderation';
import { groupByMessage } from './group-reports';

describe('groupByMessage', () => {
  it("shows a message once per state, at its newest report's place, with each reason once", () => {
    const grouped = groupByMessage([
      chatReport({ id: 9, messageId: 1, reason: 'Флуд', reports: 3 }),
      chatReport({ id: 8, messageId: 2, reason: null }),
      chatReport({ id: 7, messageId: 1, reason: null, reports: 3 }),
      chatReport({ id: 6, messageId: 1, reason: 'Оскорбления', reports: 3 }),
      chatReport({ id: 5, messageId: 1, reason: 'Флуд', reports: 3 }),
      chatReport({ id: 4, messageId: 2, status: 'HIDDEN', reason: 'Спам' }),
    ]);
    expect(grouped.map((group) => [group.id, group.messageId, group.status, group.reasons])).toEqual([
      [9, 1, 'OPEN', ['Флуд', 'Оскорбления']],
      [8, 2, 'OPEN', []],
      [4, 2, 'HIDDEN', ['Спам']],
    ]);
  });
});
