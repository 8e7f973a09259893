import { describe, expect, it } from 'vitest';
import { problemWith } from './check.js';

const answer = (statusCode: number, detail: string) => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ type: 'client_error', errors: [{ attr: null, detail, code: 'not_found' }] }),
});

describe('the fuzz check of an error answer', () => {
  it('accepts a Russian detail in the spec body', () => {
    expect(problemWith('GET', answer(404, 'Не найдено.'))).toBeNull();
  });

  it('refuses an English detail (issue 8: API messages are Russian)', () => {
    expect(problemWith('GET', answer(404, 'Not found.'))).toBe('error 404 is not in Russian: Not found.');
  });

  it('refuses a 5xx whatever it says', () => {
    expect(problemWith('GET', answer(500, 'Ошибка'))).toBe('answered 500');
  });
});
