import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    [ago(20_000), 'только что'],
    [ago(5 * MIN), '5 минут назад'],
    [ago(61 * MIN), '1 час назад'],
    [ago(3 * 60 * MIN), '3 часа назад'],
    [ago(25 * 60 * MIN), 'вчера'],
    [ago(3 * 24 * 60 * MIN), '3 дня назад'],
    [ago(-2 * MIN), 'только что'],
  ])('%s reads «%s»', (iso, text) => {
    expect(relativeTime(iso, NOW, 'ru', 'только что')).toBe(text);
  });

  it('a week and older reads as the date', () => {
    expect(relativeTime('2026-02-14T09:00:00Z', NOW, 'ru', 'только что')).toBe('14 февраля 2026 г.');
  });
});
