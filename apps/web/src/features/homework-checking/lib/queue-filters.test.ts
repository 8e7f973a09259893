import { describe, expect, it } from 'vitest';
import { checkingSubjects } from '../test-checking';
import { cleanSearch, pageCount, toQueueQuery, withHomework, withPage, withSubject } from './queue-filters';

describe('the queue’s filters in the URL', () => {
  it('become the query of the queue, a page as its offset', () => {
    expect(toQueueQuery({})).toEqual({ classType: undefined, homework: undefined, limit: 20, offset: 0 });
    expect(toQueueQuery({ subject: 2, homework: 40, page: 3 })).toEqual({
      classType: 2,
      homework: 40,
      limit: 20,
      offset: 40,
    });
  });

  it('start from the first page when the subject changes, keeping only a homework of that subject', () => {
    expect(withSubject({ subject: 2, homework: 40, page: 2 }, 3, checkingSubjects)).toEqual({
      subject: 3,
      homework: undefined,
    });
    expect(withSubject({ homework: 40, page: 2 }, 2, checkingSubjects)).toEqual({ subject: 2, homework: 40 });
    expect(withSubject({ subject: 2, homework: 40 }, undefined, checkingSubjects)).toEqual({
      subject: undefined,
      homework: undefined,
    });
  });

  it('take the homework’s subject with the homework', () => {
    expect(withHomework({ page: 4 }, 50, checkingSubjects)).toEqual({ subject: 3, homework: 50 });
    expect(withHomework({ subject: 2, homework: 40, page: 2 }, undefined, checkingSubjects)).toEqual({ subject: 2 });
  });

  it('leave the first page and unset filters out of the URL', () => {
    expect(withPage({ subject: 2, page: 3 }, 1)).toEqual({ subject: 2, page: undefined });
    expect(cleanSearch({ subject: 2, homework: undefined, page: undefined })).toEqual({ subject: 2 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});
