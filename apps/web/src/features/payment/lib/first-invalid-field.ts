import type { z } from 'zod';

/**
 * The first field `schema` rejects in `values`, in the order the form shows its fields (`order`);
 * fields not in `order` come after, in the schema's order. Undefined when everything is valid.
 */
export function firstInvalidField(
  schema: z.ZodType,
  values: unknown,
  order: readonly string[] = [],
): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const fields = result.error.issues.map((issue) => String(issue.path[0] ?? ''));
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...fields].sort((a, b) => rank(a) - rank(b))[0];
}
