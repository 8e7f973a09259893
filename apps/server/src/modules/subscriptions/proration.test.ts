import { describe, expect, it } from 'vitest';
import { periodDays, upgradePrice, wholeDaysLeft } from './proration.js';

const at = (iso: string) => new Date(iso);

describe('upgrade proration', () => {
  it('counts whole days left: a started day is free', () => {
    expect(wholeDaysLeft(at('2026-12-01T00:00:00Z'), at('2026-11-27T00:00:00Z'))).toBe(4);
    expect(wholeDaysLeft(at('2026-12-01T00:00:00Z'), at('2026-11-27T00:00:01Z'))).toBe(3);
    expect(wholeDaysLeft(at('2026-12-01T00:00:00Z'), at('2026-11-30T23:59:59Z'))).toBe(0);
    expect(wholeDaysLeft(at('2026-12-01T00:00:00Z'), at('2026-12-05T00:00:00Z'))).toBe(0);
  });

  it('measures a period by its calendar days, both ends included', () => {
    expect(periodDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(periodDays('2026-12-01', '2026-12-31')).toBe(31);
    expect(periodDays('2027-02-01', '2027-02-28')).toBe(28);
    expect(periodDays('2026-11-05', '2026-11-05')).toBe(1);
    expect(periodDays('2026-11-05', '2026-11-01')).toBe(1);
  });

  it('charges the difference for the days left, rounded down', () => {
    // Стандарт 3 490 ₽ → Премиум 4 990 ₽: 1 500 ₽ a month.
    expect(upgradePrice({ fromPrice: 349_000, toPrice: 499_000, daysLeft: 15, periodDays: 30 })).toBe(75_000);
    // 150 000 × 10 / 31 = 48 387.09… kopecks → 48 387.
    expect(upgradePrice({ fromPrice: 349_000, toPrice: 499_000, daysLeft: 10, periodDays: 31 })).toBe(48_387);
    expect(upgradePrice({ fromPrice: 349_000, toPrice: 499_000, daysLeft: 30, periodDays: 30 })).toBe(150_000);
    expect(upgradePrice({ fromPrice: 349_000, toPrice: 499_000, daysLeft: 0, periodDays: 30 })).toBe(0);
  });

  it('charges past the period when the next one is paid too, and never a negative amount', () => {
    expect(upgradePrice({ fromPrice: 100_000, toPrice: 130_000, daysLeft: 45, periodDays: 30 })).toBe(45_000);
    expect(upgradePrice({ fromPrice: 499_000, toPrice: 349_000, daysLeft: 15, periodDays: 30 })).toBe(0);
  });
});
