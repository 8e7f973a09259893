import type { ErrorBody, ErrorItem } from './errors.js';
import { ERROR_TYPES } from './errors.js';
import { z } from './zod.js';

export const ErrorItemSchema: z.ZodType<ErrorItem> = z.object({
  attr: z.string().nullable(),
  detail: z.string(),
  code: z.string(),
});
export const ErrorBodySchema: z.ZodType<ErrorBody> = z.object({
  type: z.enum(ERROR_TYPES),
  errors: z.array(ErrorItemSchema),
});
