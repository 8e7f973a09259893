import { describe, expect, it } from 'vitest';
import { lessonActions, lessonsRange } from './lesson-actions';

const now = new Date('2026-03-02T12:30:00Z');

describe('lessonActions', () => {
  it('offers passing only once the lesson has started', () => {
    expect(lessonActions({ status: 'SCHEDULED', startsAt: '2026-03-02T12:00:00Z' }, now).canPass).toBe(true);
    expect(lessonActions({ status: 'SCHEDULED', startsAt: '2026-03-02T15:00:00Z' }, now).canPass).toBe(false);
  });

  it('offers the cancellations of the table, without passing', () => {
    const { cancelStatuses } = lessonActions({ status: 'SCHEDULED', startsAt: '2026-03-02T15:00:00Z' }, now);
    expect(cancelStatuses).toContain('CANCELED_TUTOR_TECHNICAL');
    expect(cancelStatuses).toContain('CANCELED_CLIENT_WRITEOFF');
    expect(cancelStatuses).not.toContain('PASSED');
  });

  it('lets the tutor settle a cancellation waiting for them', () => {
    const actions = lessonActions(
      { status: 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR', startsAt: '2026-03-01T12:00:00Z' },
      now,
    );
    expect(actions.canPass).toBe(false);
    expect(actions.cancelStatuses).toEqual(['CANCELED_CLIENT_NO_WRITEOFF', 'CANCELED_CLIENT_WRITEOFF']);
  });

  it('offers nothing on a lesson already settled', () => {
    expect(lessonActions({ status: 'PASSED', startsAt: '2026-03-01T12:00:00Z' }, now)).toEqual({
      canPass: false,
      cancelStatuses: [],
    });
  });
});

describe('lessonsRange', () => {
  it('spans a week back to four weeks ahead, on whole hours', () => {
    expect(lessonsRange(now)).toEqual({ from: '2026-02-23T12:00:00.000Z', to: '2026-03-30T12:00:00.000Z' });
  });
});
