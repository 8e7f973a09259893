import { describe, expect, it } from 'vitest';
import {
  STRONG_MASTERY,
  masteryPercent,
  masteryRank,
  orderPlan,
  orderSections,
  planReason,
  weakestTopic,
  type PlanCandidate,
} from './plan-rules.js';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));
const topic = (id: number) => ({ id, title: `Тема ${id}` });
const lesson = (id: number, day: number, topics: number[]): PlanCandidate => ({
  kind: 'lesson',
  id,
  title: `Урок ${id}`,
  startsAt: at(day),
  topics: topics.map(topic),
});

describe('mastery', () => {
  it('is points earned over points possible, rounded, unknown without checked points', () => {
    expect(masteryPercent(1, 4)).toBe(25);
    expect(masteryPercent(2, 3)).toBe(67);
    expect(masteryPercent(0, 5)).toBe(0);
    expect(masteryPercent(0, 0)).toBeNull();
  });

  it('ranks unknown after every weak topic and before every known-strong one', () => {
    expect(masteryRank(null)).toBeGreaterThan(masteryRank(STRONG_MASTERY - 1));
    expect(masteryRank(null)).toBeLessThan(masteryRank(STRONG_MASTERY));
    expect(masteryRank(0)).toBeLessThan(masteryRank(30));
  });

  it('takes the weakest of a candidate’s topics', () => {
    const mastery = new Map([
      [1, 90],
      [2, 40],
    ]);
    expect(weakestTopic([topic(1), topic(2)], mastery)).toEqual({ topic: topic(2), mastery: 40 });
    expect(weakestTopic([topic(1), topic(3)], mastery)).toEqual({ topic: topic(3), mastery: null });
    expect(weakestTopic([], mastery)).toBeNull();
  });
});

describe('orderPlan', () => {
  const mastery = new Map([
    [1, 20],
    [2, 90],
    [3, 55],
  ]);

  it('puts the lowest mastery first, then unknown topics, then no topic, then strong; then the timetable', () => {
    const items = orderPlan(
      [lesson(10, 1, [2]), lesson(11, 2, [4]), lesson(12, 3, [1]), lesson(13, 4, [3]), lesson(14, 0, [])],
      mastery,
      10,
    );
    expect(items.map((item) => item.id)).toEqual([12, 13, 11, 14, 10]);
    expect(items[0]).toMatchObject({ mastery: 20, topic: topic(1), reason: 'Тема «Тема 1»: освоено 20%' });
  });

  it('keeps the timetable among equals, a lesson before its homework', () => {
    const homework: PlanCandidate = { ...lesson(5, 1, [1]), kind: 'homework' };
    const items = orderPlan([lesson(7, 2, [1]), homework, lesson(6, 1, [1])], mastery, 10);
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['lesson', 6],
      ['homework', 5],
      ['lesson', 7],
    ]);
  });

  it('cuts the list at the limit', () => {
    const many = Array.from({ length: 15 }, (_, i) => lesson(i + 1, i + 1, [1]));
    expect(orderPlan(many, mastery, 10).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('sections and reasons', () => {
  it('puts the priority subject first, then by title', () => {
    const section = (title: string, isPriority = false) => ({ isPriority, productType: { title } });
    expect(orderSections([section('Физика'), section('Русский', true), section('Биология')])).toEqual([
      section('Русский', true),
      section('Биология'),
      section('Физика'),
    ]);
  });

  it('says why an item is where it is', () => {
    expect(planReason(topic(1), 0)).toBe('Тема «Тема 1»: освоено 0%');
    expect(planReason(topic(1), null)).toBe('Тема «Тема 1»: ещё нет проверенных задач');
    expect(planReason(null, null)).toBe('Тема не указана: по расписанию');
  });
});
