import { describe, expect, it } from 'vitest';
import { IconHome } from '@tabler/icons-react';
import { activeItemKey } from './app-sidebar';
import type { SidebarItem } from './sidebar-items';

const item = (key: string, to: string, activePrefix?: string): SidebarItem => ({
  key,
  label: key,
  icon: IconHome,
  roles: [],
  exists: true,
  to,
  activePrefix,
});

describe('activeItemKey', () => {
  const items = [
    item('dashboard', '/staff'),
    item('content', '/staff/content', '/staff/content'),
    item('shop', '/catalog?x=1', '/catalog'),
  ];

  it('lights the item that matches the page most closely', () => {
    expect(activeItemKey('/staff', items)).toBe('dashboard');
    expect(activeItemKey('/staff/content/lessons/4', items)).toBe('content');
    expect(activeItemKey('/staff/audit', items)).toBe('dashboard');
    expect(activeItemKey('/catalog/5', items)).toBe('shop');
    expect(activeItemKey('/home', items)).toBeUndefined();
  });
});
