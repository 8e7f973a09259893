import { describe, expect, it } from 'vitest';
import { assignErrors, toAssignInput, type AssignForm } from './assign-form';

const NOW = new Date('2026-11-26T12:00:00Z');
const form = (patch: Partial<AssignForm> = {}): AssignForm => ({
  client: 3,
  work: 9,
  deadline: '2026-12-03T23:59',
  withTimer: false,
  minutes: null,
  ...patch,
});

describe('giving a work to a client', () => {
  it('needs a client, a work, a deadline ahead and, with a timer, 1..1440 minutes', () => {
    expect(assignErrors(form(), 'Europe/Moscow', NOW)).toEqual({});
    expect(assignErrors(form({ client: null, work: null, deadline: '' }), 'Europe/Moscow', NOW)).toEqual({
      client: 'personalWorks.assign.clientRequired',
      work: 'personalWorks.assign.workRequired',
      deadline: 'personalWorks.assign.deadlineRequired',
    });
    expect(assignErrors(form({ deadline: '2026-11-26T14:59' }), 'Europe/Moscow', NOW)).toEqual({
      deadline: 'personalWorks.assign.deadlinePast',
    });
    expect(assignErrors(form({ withTimer: true, minutes: 0 }), 'Europe/Moscow', NOW)).toEqual({
      minutes: 'personalWorks.editor.timerRange',
    });
  });

  it('sends the deadline as an instant and no timer as null', () => {
    expect(toAssignInput(form(), 'Europe/Moscow')).toEqual({
      selfStudy: 9,
      client: 3,
      deadline: '2026-12-03T20:59:00.000Z',
      timeLimitMinutes: null,
    });
    expect(toAssignInput(form({ withTimer: true, minutes: 30 }), 'Europe/Moscow').timeLimitMinutes).toBe(30);
  });
});
