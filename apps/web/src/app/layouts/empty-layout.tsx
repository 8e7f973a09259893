import type { LayoutProps } from './layouts';

/** No chrome at all: identity pages, callbacks, payment redirects. */
export function EmptyLayout({ children }: LayoutProps) {
  return <main>{children}</main>;
}
