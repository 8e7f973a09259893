import { useMemo } from 'react';
import { visibleMenuItems } from './menu-visibility';
import { SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items';
import { useMenuContext } from './use-menu-context';

export function useSidebarItems(): SidebarItem[] {
  const context = useMenuContext();
  return useMemo(() => visibleMenuItems(SIDEBAR_ITEMS, context), [context]);
}
