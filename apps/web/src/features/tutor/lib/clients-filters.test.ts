import { describe, expect, it } from 'vitest';
import { INITIAL_CLIENTS_FILTERS, isFiltered, pageCount, toClientsQuery } from './clients-filters';

describe('toClientsQuery', () => {
  it('asks for the first page of everyone at first', () => {
    expect(toClientsQuery(INITIAL_CLIENTS_FILTERS)).toEqual({
      search: undefined,
      status: undefined,
      limit: 20,
      offset: 0,
    });
  });

  it('turns the page into an offset', () => {
    expect(toClientsQuery({ ...INITIAL_CLIENTS_FILTERS, page: 3 }, 10)).toMatchObject({ limit: 10, offset: 20 });
  });

  it('never asks for a page before the first', () => {
    expect(toClientsQuery({ ...INITIAL_CLIENTS_FILTERS, page: 0 }).offset).toBe(0);
    expect(toClientsQuery({ ...INITIAL_CLIENTS_FILTERS, page: Number.NaN }).offset).toBe(0);
  });

  it('sends a trimmed search and leaves a blank one out', () => {
    expect(toClientsQuery({ ...INITIAL_CLIENTS_FILTERS, search: '  Соколов ' }).search).toBe('Соколов');
    expect(toClientsQuery({ ...INITIAL_CLIENTS_FILTERS, search: '   ' }).search).toBeUndefined();
  });

  it('cuts a search to what the server accepts', () => {
    expect(toClientsQuery({ ...INITIAL_CLIENTS_FILTERS, search: 'я'.repeat(150) }).search).toHaveLength(100);
  });

  it('sends a status unless all are wanted', () => {
    expect(toClientsQuery({ ...INITIAL_CLIENTS_FILTERS, status: 'paused' }).status).toBe('paused');
    expect(toClientsQuery({ ...INITIAL_CLIENTS_FILTERS, status: 'all' }).status).toBeUndefined();
  });
});

describe('pageCount', () => {
  it('is at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });
});

describe('isFiltered', () => {
  it('is true for a search or a status', () => {
    expect(isFiltered(INITIAL_CLIENTS_FILTERS)).toBe(false);
    expect(isFiltered({ ...INITIAL_CLIENTS_FILTERS, search: ' ' })).toBe(false);
    expect(isFiltered({ ...INITIAL_CLIENTS_FILTERS, search: 'a' })).toBe(true);
    expect(isFiltered({ ...INITIAL_CLIENTS_FILTERS, status: 'finished' })).toBe(true);
  });
});
