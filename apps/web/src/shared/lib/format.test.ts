import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone } from './format';

describe('formatPhone', () => {
  it('groups +7 numbers', () => {
    expect(formatPhone('79161234567')).toBe('+7 916 123-45-67');
    expect(formatPhone('+7 (916) 123-45-67')).toBe('+7 916 123-45-67');
    expect(formatPhone('89161234567')).toBe('+7 916 123-45-67');
  });

  it('leaves other numbers as stored', () => {
    expect(formatPhone('375291234567')).toBe('375291234567');
  });
});

describe('formatDate', () => {
  it('reads a date without shifting it by the time zone', () => {
    expect(formatDate('2024-09-01', 'ru')).toBe('1 сентября 2024 г.');
  });

  it('reads a timestamp', () => {
    expect(formatDate('2024-09-01T12:00:00.000Z', 'en')).toBe('September 1, 2024');
  });

  it('leaves what it cannot read', () => {
    expect(formatDate('soon', 'ru')).toBe('soon');
  });
});
