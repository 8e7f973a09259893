import type { z } from './zod.js';
import type { Role } from './roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One API endpoint, declared once and used by the server (routing, validation,
 * access), the web client (typed calls) and the OpenAPI generator.
 * Paths are the public API of spec 1 §7 exactly as written, with `:name` params.
 * `roles` undefined means open to everyone, guests included; an empty list is not allowed.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  roles?: readonly Role[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer; 200 unless stated. */
  status?: number;
  /** Keys go over the wire as they are, for payloads a third-party SDK reads (GrowthBook). */
  rawCase?: boolean;
}

export function endpoint<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;

export type ParamsOf<E> = E extends Endpoint<infer P> ? InferOr<P, undefined> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q> ? InferOr<Q, undefined> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B> ? InferOr<B, undefined> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
/** What the server's handler may return: the response before output parsing. */
export type ResponseInputOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

/** Fills `:name` params of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
