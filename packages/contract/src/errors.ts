/** The error body of spec 1 §8, returned by every failing endpoint (its schema: errors.schema.ts). */
export const ERROR_TYPES = ['validation_error', 'client_error', 'server_error'] as const;

export interface ErrorItem {
  attr: string | null;
  detail: string;
  code: string;
}

export interface ErrorBody {
  type: (typeof ERROR_TYPES)[number];
  errors: ErrorItem[];
}

const isErrorItem = (value: unknown): value is ErrorItem => {
  const item = value as Partial<ErrorItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    (item.attr === null || typeof item.attr === 'string') &&
    typeof item.detail === 'string' &&
    typeof item.code === 'string'
  );
};

/**
 * Whether an answer is the spec 1 §8 body. Without zod: the web app reads every failed answer
 * with it and loads no schema library at start (issue 8).
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  const body = value as Partial<ErrorBody> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    ERROR_TYPES.includes(body.type as ErrorBody['type']) &&
    Array.isArray(body.errors) &&
    body.errors.every(isErrorItem)
  );
}

/** `attr` of an error that concerns the whole request rather than one field (spec 1 §8). */
export const NON_FIELD_ERRORS = 'non_field_errors';
