import { describe, expect, it } from 'vitest';
import {
  TUTORING_LESSON_STATUSES,
  allowedTransitions,
  canTransition,
  initialStatus,
  writesOff,
  type TutoringLessonStatus,
} from './lesson-status.js';

const FINAL: TutoringLessonStatus[] = [
  'PASSED',
  'CANCELED_CLIENT_NO_WRITEOFF',
  'CANCELED_CLIENT_WRITEOFF',
  'CANCELED_TUTOR_NO_WRITEOFF_FREE',
  'CANCELED_TUTOR_NO_WRITEOFF',
  'CANCELED_TUTOR_TECHNICAL',
  'CANCELED_TUTOR_FREEZE',
];

describe('the transition table', () => {
  it('lets the tutor settle a lesson still to happen, with any outcome', () => {
    for (const from of ['SCHEDULED', 'RESCHEDULED', 'PREVIEW'] as const) {
      expect(allowedTransitions(from, 'tutor')).toEqual(FINAL);
    }
  });

  it("lets the manager only pass on a client's cancellation for the tutor to settle", () => {
    expect(allowedTransitions('SCHEDULED', 'manager')).toEqual([
      'CANCELED_CLIENT_NO_WRITEOFF_WAIT_TUTOR',
      'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR',
    ]);
    expect(canTransition('SCHEDULED', 'PASSED', 'manager')).toBe(false);
    expect(allowedTransitions('CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR', 'manager')).toEqual([]);
  });

  it('has the tutor settle a waiting cancellation either way', () => {
    expect(allowedTransitions('CANCELED_CLIENT_NO_WRITEOFF_WAIT_TUTOR', 'tutor')).toEqual([
      'CANCELED_CLIENT_NO_WRITEOFF',
      'CANCELED_CLIENT_WRITEOFF',
    ]);
    expect(canTransition('CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR', 'PASSED', 'tutor')).toBe(false);
  });

  it('keeps settled lessons settled and never moves a lesson back', () => {
    for (const from of FINAL) {
      expect(allowedTransitions(from, 'tutor')).toEqual([]);
      expect(allowedTransitions(from, 'manager')).toEqual([]);
    }
    for (const from of TUTORING_LESSON_STATUSES) {
      expect(canTransition(from, 'SCHEDULED', 'tutor')).toBe(false);
      expect(canTransition(from, 'PREVIEW', 'manager')).toBe(false);
    }
  });
});

describe('write-offs', () => {
  it('paid kinds consume a lesson when it happened or the client cancelled late', () => {
    for (const kind of ['ONCE_PAYED', 'REGULAR'] as const) {
      expect(writesOff(kind, 'PASSED')).toBe(true);
      expect(writesOff(kind, 'CANCELED_CLIENT_WRITEOFF')).toBe(true);
      expect(writesOff(kind, 'CANCELED_CLIENT_NO_WRITEOFF')).toBe(false);
      expect(writesOff(kind, 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR')).toBe(false);
      for (const status of FINAL.filter((s) => s.startsWith('CANCELED_TUTOR')))
        expect(writesOff(kind, status)).toBe(false);
    }
  });

  it('a free lesson never costs anything and starts as a trial', () => {
    for (const status of TUTORING_LESSON_STATUSES) expect(writesOff('ONCE_FREE', status)).toBe(false);
    expect(initialStatus('ONCE_FREE')).toBe('PREVIEW');
    expect(initialStatus('REGULAR')).toBe('SCHEDULED');
    expect(initialStatus('ONCE_PAYED')).toBe('SCHEDULED');
  });
});
