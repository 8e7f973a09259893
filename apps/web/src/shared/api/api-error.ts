import { isErrorBody, NON_FIELD_ERRORS, type ErrorItem } from '@school/contract';

/**
 * A failed call, read the way spec 1 §8 says: errors without attr (or with
 * non_field_errors) are general; field errors keep the first per field; the
 * first error overall is exposed; a detail can be looked up by code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly general: ErrorItem[];
  readonly fields: Record<string, string>;
  readonly first: ErrorItem | undefined;

  constructor(
    readonly status: number,
    readonly items: ErrorItem[],
  ) {
    super(items[0]?.detail ?? `Request failed with status ${status}`);
    this.first = items[0];
    this.general = items.filter((item) => !item.attr || item.attr === NON_FIELD_ERRORS);
    this.fields = {};
    for (const item of items) {
      if (!item.attr || item.attr === NON_FIELD_ERRORS) continue;
      this.fields[item.attr] ??= item.detail;
    }
  }

  detailOf(code: string): string | undefined {
    return this.items.find((item) => item.code === code)?.detail;
  }

  /** Reads a failed answer's body; another shape is logged and kept as a bare status error. */
  static fromBody(status: number, body: unknown): ApiError {
    if (!isErrorBody(body)) {
      console.warn('Unexpected error body shape', status, body);
      return new ApiError(status, []);
    }
    return new ApiError(status, body.errors);
  }
}

/** The server did not answer at all (network down, server stopped). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}
