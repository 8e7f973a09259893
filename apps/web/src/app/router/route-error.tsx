import { Suspense, useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazyComponent } from '../../shared/lib/lazy-component';

/** Loaded only when a page fails: the error pages are not part of every start (issue 8). */
const UnexpectedPage = lazyComponent(() => import('../../features/errors/pages/unexpected-page'), 'UnexpectedPage');

/**
 * What a page that failed to load or render shows — after the one reload of a chunk that did not
 * load (spec 1 §2), among others: the product's own 500 page, in the interface language, instead of
 * the router's English "Something went wrong!".
 */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Page failed', error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <UnexpectedPage />
    </Suspense>
  );
}
