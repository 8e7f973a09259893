import { z } from 'zod';

/** The error body of spec 1 §8, returned by every failing endpoint. */
export const ErrorItemSchema = z.object({
  attr: z.string().nullable(),
  detail: z.string(),
  code: z.string(),
});
export const ErrorBodySchema = z.object({
  type: z.enum(['validation_error', 'client_error', 'server_error']),
  errors: z.array(ErrorItemSchema),
});
export type ErrorItem = z.infer<typeof ErrorItemSchema>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `attr` of an error that concerns the whole request rather than one field (spec 1 §8). */
export const NON_FIELD_ERRORS = 'non_field_errors';
