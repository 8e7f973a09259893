import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { HEADER_HEIGHT } from './shell-sizes';

/**
 * A profile menu's dropdown that fits the window under the header and scrolls inside when taller (a
 * 720 px laptop): its last item, «Выйти», is never below the window. The scrolling region is its
 * own element, reachable by Tab (axe scrollable-region-focusable: the items are focused by the
 * arrows only, and Mantine keeps the dropdown itself out of the tab order).
 */
export function FittedMenuDropdown({ children }: { children: ReactNode }) {
  return (
    <Menu.Dropdown p={6}>
      <div role="group" tabIndex={0} style={{ maxHeight: `calc(100dvh - ${HEADER_HEIGHT + 28}px)`, overflowY: 'auto' }}>
        {children}
      </div>
    </Menu.Dropdown>
  );
}
