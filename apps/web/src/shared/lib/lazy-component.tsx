import { createElement, lazy, type ComponentType } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk; resolves once the component can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * A component in its own chunk (issue 8: the identity pages must not load the student app).
 * Unlike a bare `React.lazy`, once `preload()` has resolved it renders at once instead of
 * suspending for one more tick, so start-up can load it beside the API calls and show it in the
 * first paint.
 */
export function lazyComponent<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  exportName: K,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[exportName];
      },
      (error: unknown) => {
        loading = undefined; // a later render may try again
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  const Component = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Component, { preload });
}
