import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.js';

describe('Intl formatters, made once per locale and options', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(dateTimeFormat('ru-RU', { month: 'long' })).toBe(dateTimeFormat('ru-RU', { month: 'long' }));
    expect(dateTimeFormat('ru-RU', { month: 'long' })).not.toBe(dateTimeFormat('kk-KZ', { month: 'long' }));
    expect(numberFormat('ru-RU')).toBe(numberFormat('ru-RU'));
    expect(numberFormat('ru-RU', { style: 'percent' })).not.toBe(numberFormat('ru-RU'));
  });

  it('formats as Intl does', () => {
    const day = new Date(Date.UTC(2026, 10, 26, 12));
    expect(dateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(day)).toBe('26 ноября');
    expect(numberFormat('ru-RU').format(1840).replace(/\s/g, ' ')).toBe('1 840');
  });
});
