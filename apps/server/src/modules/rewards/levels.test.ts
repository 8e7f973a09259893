import { describe, expect, it } from 'vitest';
import { dropTarget, levelFor, nextLevelView } from './levels.js';
import { monthKey } from './level-drop.service.js';

const LEVELS = [
  { level: 1, title: 'Новичок', threshold: 0 },
  { level: 2, title: 'Ученик', threshold: 300 },
  { level: 3, title: 'Знаток', threshold: 800 },
];

describe('level math', () => {
  it('a level starts exactly at its threshold', () => {
    expect(levelFor(0, LEVELS).title).toBe('Новичок');
    expect(levelFor(299, LEVELS).title).toBe('Новичок');
    expect(levelFor(300, LEVELS).title).toBe('Ученик');
    expect(levelFor(5000, LEVELS).title).toBe('Знаток');
  });

  it('progress is the experience inside the level; the top level has no next', () => {
    expect(nextLevelView(450, LEVELS)).toMatchObject({
      level: { level: 2 },
      next: { level: 3, threshold: 800 },
      progress: 150,
      required: 500,
    });
    expect(nextLevelView(900, LEVELS)).toMatchObject({ next: null, progress: 100, required: null });
  });

  it('a drop goes one level down keeping the progress the lower level can hold', () => {
    expect(dropTarget(950, LEVELS)).toBe(300 + 150);
    // 600 into level 3 does not fit into level 2 (500 wide): it stops just short of level 3.
    expect(dropTarget(1400, LEVELS)).toBe(799);
    expect(dropTarget(300, LEVELS)).toBe(0);
    expect(dropTarget(120, LEVELS)).toBeNull();
  });
});

describe('the months of the level drop', () => {
  it('are local months: 00:30 on 1 November in Moscow is November, 21:30 UTC the day before', () => {
    expect(monthKey(new Date('2026-10-31T21:30:00Z'), 'Europe/Moscow')).toBe('2026-11');
    expect(monthKey(new Date('2026-10-31T20:59:00Z'), 'Europe/Moscow')).toBe('2026-10');
    expect(monthKey(new Date('2026-10-31T19:30:00Z'), 'Asia/Almaty')).toBe('2026-11');
  });

  it('the month before January is December of the year before', () => {
    expect(monthKey(new Date('2027-01-15T12:00:00Z'), 'Europe/Moscow', 1)).toBe('2026-12');
    expect(monthKey(new Date('2027-01-15T12:00:00Z'), 'Europe/Moscow', 13)).toBe('2025-12');
  });
});
