import { z } from './zod.js';

/** Array query params travel joined by commas (spec 1 §7). */
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value), z.array(item));

/** Ids are PostgreSQL `integer`s: a larger number is a validation error, not a database error. */
export const ID_MAX = 2_147_483_647;
export const IdSchema = z.number().int().positive().max(ID_MAX);

/** An id read from a path or query string. */
export const IdParam = z.coerce.number().int().positive().max(ID_MAX);
export const IdParams = z.object({ id: IdParam });

/**
 * A calendar day `YYYY-MM-DD` the database can store: PostgreSQL has no year 0, so the years
 * are bounded (found by the contract fuzz test: `0000-01-01` reached the database as a 500).
 */
export const isoDay = (message = 'Дата в формате ГГГГ-ММ-ДД.') =>
  z.iso.date(message).refine((day) => day >= '1900-01-01' && day <= '2999-12-31', message);

export const PaginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item) });

export const OkSchema = z.object({});
