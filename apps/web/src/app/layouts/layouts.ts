import type { ComponentType, ReactNode } from 'react';
import type { LayoutName, RouteMeta } from '../router/route-meta';
import { ContactsLayout } from './contacts-layout';
import { EmptyLayout } from './empty-layout';
import { HeaderOnlyLayout } from './header-only-layout';
import { MainLayout } from './main-layout';
import { MediaLayout } from './media-layout';
import { PrintLayout } from './print-layout';

export interface LayoutProps {
  meta: Partial<RouteMeta>;
  children: ReactNode;
}

export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  main: MainLayout,
  'header-only': HeaderOnlyLayout,
  print: PrintLayout,
  media: MediaLayout,
  contacts: ContactsLayout,
  empty: EmptyLayout,
};
