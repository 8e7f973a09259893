import { describe, expect, it } from 'vitest';
import { isErrorBody } from './errors.js';
import { ErrorBodySchema } from './errors.schema.js';

/** The browser reads error bodies with `isErrorBody`, the server and tests with the schema: one shape. */
describe('the spec 1 §8 error body, checked without zod', () => {
  const item = { attr: 'email', detail: 'Обязательное поле.', code: 'required' };
  const samples: unknown[] = [
    { type: 'validation_error', errors: [item] },
    { type: 'client_error', errors: [{ ...item, attr: null }] },
    { type: 'server_error', errors: [] },
    { type: 'other_error', errors: [item] },
    { type: 'client_error', errors: [{ ...item, attr: 5 }] },
    { type: 'client_error', errors: [{ attr: null, detail: 'x' }] },
    { type: 'client_error', errors: {} },
    { type: 'client_error' },
    { errors: [item] },
    [],
    null,
    'Not found',
    42,
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with the schema on %s', (_, sample) => {
    expect(isErrorBody(sample)).toBe(ErrorBodySchema.safeParse(sample).success);
  });
});
