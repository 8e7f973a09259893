import { describe, expect, it } from 'vitest';
import { pageCount, roleFromSearch, toCustomersQuery } from './customers-filters';

describe('roleFromSearch', () => {
  it('reads role from the URL search', () => {
    expect(roleFromSearch({ role: 'tutor' })).toBe('tutor');
    expect(roleFromSearch({ role: 'student' })).toBe('student');
  });

  it('falls back to students', () => {
    expect(roleFromSearch({})).toBe('student');
    expect(roleFromSearch(undefined)).toBe('student');
    expect(roleFromSearch({ role: 'manager' })).toBe('student');
    expect(roleFromSearch({ role: 42 })).toBe('student');
  });
});

describe('toCustomersQuery', () => {
  it('maps role, search and page', () => {
    expect(toCustomersQuery({ role: 'tutor', search: ' Вера ', page: 2 })).toEqual({
      role: 'tutor',
      search: 'Вера',
      limit: 20,
      offset: 20,
    });
  });

  it('leaves a blank search out and clamps the page', () => {
    expect(toCustomersQuery({ role: 'student', search: '  ', page: -4 }, 50)).toEqual({
      role: 'student',
      search: undefined,
      limit: 50,
      offset: 0,
    });
  });

  it('cuts a search to what the server accepts', () => {
    expect(toCustomersQuery({ role: 'student', search: 'x'.repeat(120), page: 1 }).search).toHaveLength(100);
  });
});

describe('pageCount', () => {
  it('is at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});
