import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the schema; a form calls it when the user first focuses a field. */
  preload: () => void;
}

/**
 * A form resolver whose schema (and zod with it) loads when the form is first used, not with its
 * page: the sign-in page is every user's first visit, where zod alone would add a quarter to the
 * page's JavaScript (issue 8). By the first validation the schema is usually there.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () => (loading ??= load());
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded(),
  };
}
