import type { LayoutProps } from './layouts';
import { MAIN_CONTENT_ID } from './skip-link';

/** No chrome at all: identity pages, callbacks, payment redirects. */
export function EmptyLayout({ children }: LayoutProps) {
  return <main id={MAIN_CONTENT_ID}>{children}</main>;
}
