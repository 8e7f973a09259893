import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';

afterEach(() => vi.restoreAllMocks());

describe('ApiError (spec 1 §8)', () => {
  const body = {
    type: 'validation_error',
    errors: [
      { attr: 'email', detail: 'Введите корректный адрес', code: 'invalid' },
      { attr: null, detail: 'Не удалось войти', code: 'authentication_failed' },
      { attr: 'email', detail: 'Второе сообщение о почте', code: 'max_length' },
      { attr: 'non_field_errors', detail: 'Общая ошибка', code: 'general' },
      { attr: 'first_name', detail: 'Обязательное поле', code: 'required' },
    ],
  };

  it('splits general errors (no attr or non_field_errors) from field errors', () => {
    const error = ApiError.fromBody(400, body);
    expect(error.general.map((item) => item.detail)).toEqual(['Не удалось войти', 'Общая ошибка']);
    expect(Object.keys(error.fields)).toEqual(['email', 'first_name']);
  });

  it('keeps only the first error per field and exposes the first overall', () => {
    const error = ApiError.fromBody(400, body);
    expect(error.fields.email).toBe('Введите корректный адрес');
    expect(error.first).toEqual(body.errors[0]);
    expect(error.message).toBe('Введите корректный адрес');
    expect(error.status).toBe(400);
  });

  it('looks a detail up by code', () => {
    const error = ApiError.fromBody(400, body);
    expect(error.detailOf('max_length')).toBe('Второе сообщение о почте');
    expect(error.detailOf('unknown')).toBeUndefined();
  });

  it('logs a warning for a body of another shape and keeps the status', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = ApiError.fromBody(502, '<html>Bad gateway</html>');
    expect(warn).toHaveBeenCalledOnce();
    expect(error.items).toEqual([]);
    expect(error.general).toEqual([]);
    expect(error.fields).toEqual({});
    expect(error.first).toBeUndefined();
    expect(error.status).toBe(502);
    expect(error.message).toContain('502');
    expect(ApiError.fromBody(400, { detail: 'DRF style' }).items).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('is recognisable by name', () => {
    expect(new ApiError(404, []).name).toBe('ApiError');
  });
});
