import { describe, expect, it } from 'vitest';
import {
  CHECKED_STATUSES,
  answerEditable,
  canWorkOnBugs,
  effectiveStatus,
  statusAfterApprove,
  statusAfterSubmit,
  taskExp,
} from './homework-rules.js';

const now = new Date('2026-03-10T12:00:00Z');
const ahead = new Date('2026-03-11T12:00:00Z');
const past = new Date('2026-03-09T12:00:00Z');
const state = (status: Parameters<typeof effectiveStatus>[0], extra = {}) => ({
  status,
  attempt: 1,
  mistakes: 1,
  bugsOpenedAt: null,
  ...extra,
});

describe('homework status rules (docs/homework.md)', () => {
  it('a hand-in: DONE or CHECKED_BY_SITE first, RESENT or RECHECKED later', () => {
    expect(statusAfterSubmit('UNDONE', true)).toBe('DONE');
    expect(statusAfterSubmit('UNDONE', false)).toBe('CHECKED_BY_SITE');
    expect(statusAfterSubmit('REFUSED', true)).toBe('RESENT');
    expect(statusAfterSubmit('CHECKED_BY_SITE', false)).toBe('RECHECKED');
  });

  it('an approval: by the checker role, RESENT becomes RECHECKED', () => {
    expect(statusAfterApprove('DONE', 'CURATOR_ROLE')).toBe('CHECKED_BY_CURATOR');
    expect(statusAfterApprove('DONE', 'HEAD_CURATOR')).toBe('CHECKED_BY_CURATOR');
    expect(statusAfterApprove('DONE', 'TEACHER_ROLE')).toBe('CHECKED_BY_TEACHER');
    expect(statusAfterApprove('RESENT', 'TEACHER_ROLE')).toBe('RECHECKED');
  });

  it('EXPIRED: open past the deadline; a hand-in keeps its status', () => {
    expect(effectiveStatus('UNDONE', past, now)).toBe('EXPIRED');
    expect(effectiveStatus('REFUSED', past, now)).toBe('EXPIRED');
    expect(effectiveStatus('UNDONE', ahead, now)).toBe('UNDONE');
    expect(effectiveStatus('DONE', past, now)).toBe('DONE');
  });

  it('work on mistakes: one round after a first check with mistakes, before the deadline', () => {
    expect(canWorkOnBugs(state('CHECKED_BY_SITE'), ahead, now)).toBe(true);
    expect(canWorkOnBugs(state('CHECKED_BY_SITE', { mistakes: 0 }), ahead, now)).toBe(false);
    expect(canWorkOnBugs(state('CHECKED_BY_SITE'), past, now)).toBe(false);
    expect(canWorkOnBugs(state('RECHECKED', { attempt: 2 }), ahead, now)).toBe(false);
    expect(canWorkOnBugs(state('DONE'), ahead, now)).toBe(false);
  });

  it('editable: open statuses before the deadline, or a reopened answer while the work on mistakes is open', () => {
    expect(answerEditable(state('UNDONE'), false, ahead, now)).toBe(true);
    expect(answerEditable(state('UNDONE'), false, past, now)).toBe(false);
    expect(answerEditable(state('DONE'), true, ahead, now)).toBe(false);
    const opened = state('CHECKED_BY_SITE', { bugsOpenedAt: past });
    expect(answerEditable(opened, true, ahead, now)).toBe(true);
    expect(answerEditable(opened, false, ahead, now)).toBe(false);
    expect(answerEditable(state('CHECKED_BY_SITE'), true, ahead, now)).toBe(false);
  });

  it('the checked statuses are the seven checked ones of spec 2 §4', () => {
    expect([...CHECKED_STATUSES].sort()).toEqual(
      [
        'CHECKED',
        'CHECKED_BY_CURATOR',
        'CHECKED_BY_NEURO',
        'CHECKED_BY_SITE',
        'CHECKED_BY_TEACHER',
        'CHECK_BY_NE_AND_CU',
        'RECHECKED',
      ].sort(),
    );
  });

  it('XP: points, doubled for a star task (spec 3 §9)', () => {
    expect(taskExp(2, false)).toBe(2);
    expect(taskExp(2, true)).toBe(4);
  });
});
