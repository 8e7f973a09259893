import { describe, expect, it } from 'vitest';
import type { TimetableLesson } from '@school/contract';
import { showsConnect } from './individual';

const individual = {
  tutorName: 'Васильева Ольга',
  callUrl: 'https://meet.example/room',
  status: 'SCHEDULED' as const,
  endsAt: '2026-03-02T16:00:00Z',
};
const lesson: TimetableLesson = {
  kind: 'lesson',
  id: 9,
  title: 'Индивидуальное занятие',
  classType: { id: 1, title: 'Математика' },
  classTypeColor: { base: '#228be6', toxic: '#1c7ed6' },
  time: '18:00',
  startDatetime: '2026-03-02T15:00:00Z',
  isViewed: false,
  isLive: false,
  productTypeId: 0,
  individual,
};

describe('showsConnect', () => {
  it('shows from 10 minutes before the start to the end', () => {
    expect(showsConnect(lesson, individual, new Date('2026-03-02T14:49:00Z'))).toBe(false);
    expect(showsConnect(lesson, individual, new Date('2026-03-02T14:51:00Z'))).toBe(true);
    expect(showsConnect(lesson, individual, new Date('2026-03-02T15:30:00Z'))).toBe(true);
    expect(showsConnect(lesson, individual, new Date('2026-03-02T16:00:00Z'))).toBe(false);
  });

  it('hides on a lesson held, cancelled or without a link', () => {
    const during = new Date('2026-03-02T15:10:00Z');
    expect(showsConnect({ ...lesson, isViewed: true }, individual, during)).toBe(false);
    expect(showsConnect(lesson, { ...individual, status: 'CANCELED_TUTOR_TECHNICAL' }, during)).toBe(false);
    expect(showsConnect(lesson, { ...individual, callUrl: '' }, during)).toBe(false);
  });
});
