import { describe, expect, it } from 'vitest';
import { emptyDraft, mmss, secondsLeft, toBookingBody } from './booking-draft';

describe('toBookingBody', () => {
  it('needs a tutor and at least one hour', () => {
    expect(toBookingBody(5, emptyDraft(null))).toBeNull();
    expect(toBookingBody(5, emptyDraft(3))).toBeNull();
  });

  it('books a weekly schedule as REGULAR', () => {
    const draft = { ...emptyDraft(3), slots: [{ weekday: 1, hour: 18 }], startDate: '2026-03-02' };
    expect(toBookingBody(5, draft)).toEqual({
      clientId: 5,
      tutorId: 3,
      slots: [{ weekday: 1, hour: 18 }],
      recurrence: 'REGULAR',
      kind: 'REGULAR',
      startDate: '2026-03-02',
    });
  });

  it('books a one-off lesson paid or free, from now when no date is given', () => {
    const draft = {
      ...emptyDraft(3),
      slots: [{ weekday: 2, hour: 16 }],
      recurrence: 'ONCE' as const,
      onceKind: 'ONCE_FREE' as const,
    };
    expect(toBookingBody(5, draft)).toEqual({
      clientId: 5,
      tutorId: 3,
      slots: [{ weekday: 2, hour: 16 }],
      recurrence: 'ONCE',
      kind: 'ONCE_FREE',
    });
  });

  it('refuses more than seven hours a week', () => {
    const slots = Array.from({ length: 8 }, (_, index) => ({ weekday: 1, hour: 8 + index }));
    expect(toBookingBody(5, { ...emptyDraft(3), slots })).toBeNull();
  });
});

describe('hold countdown', () => {
  it('counts whole seconds down to zero', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(secondsLeft('2026-03-02T12:10:00Z', now)).toBe(600);
    expect(secondsLeft('2026-03-02T11:59:00Z', now)).toBe(0);
    expect(mmss(545)).toBe('9:05');
  });
});
