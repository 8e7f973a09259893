import type { Role } from '@school/contract';

export type LayoutName = 'main' | 'header-only' | 'print' | 'media' | 'contacts' | 'empty';

export interface Breadcrumb {
  /** i18n key */
  title: string;
  to: string;
}

/** Route metadata of spec 1 §2: name, roles, title, breadcrumbs, layout. */
export interface RouteMeta {
  name: string;
  /** i18n key of the page title; the product name alone when absent. */
  title?: string;
  /** No list means open to everyone (spec 1 §6). */
  roles?: readonly Role[];
  breadcrumbs?: Breadcrumb[];
  layout: LayoutName;
  /** Authentication pages carry no robots restriction; every other page is noindex, nofollow. */
  indexable?: boolean;
  /** Main layout without the sidebar. */
  hideSidebar?: boolean;
  /**
   * The page keeps its main actions at the bottom right (a chat composer, the homework's submit bar, a
   * task's check button), where the floating support button would cover them: the profile menu opens
   * the support chat there instead (spec 3 §6).
   */
  hideSupportButton?: boolean;
  /** Spec 1 §4: the goals and onboarding guards leave this route alone. */
  ignoreOnboarding?: boolean;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends Partial<RouteMeta> {}
}
