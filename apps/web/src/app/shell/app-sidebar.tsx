import { ActionIcon, AppShell, Group, Stack } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import './i18n';
import { DeferredTooltip } from '../../shared/ui/deferred/deferred-tooltip';
import type { SidebarItem } from './sidebar-items';
import { SidebarLink } from './sidebar-link';
import { ProductsOfMonth } from './products-of-month/products-of-month';

interface AppSidebarProps {
  items: readonly SidebarItem[];
  /** Mini mode applies on wide screens only; the mobile drawer always shows names. */
  mini: boolean;
  onToggleMini: () => void;
  /** Closes the mobile drawer after a click. */
  onNavigate: () => void;
}

const under = (pathname: string, path: string | undefined) =>
  !!path && (pathname === path || pathname.startsWith(`${path}/`));
/** How closely the item's paths match: the length of the longest that contains the page, else 0. */
const matchLength = (pathname: string, item: SidebarItem) =>
  Math.max(...[item.to, item.activePrefix].map((path) => (under(pathname, path) ? path!.length : 0)));

/**
 * The current item: the one whose path matches the page most closely, so the console's «Сводка»
 * (`/staff`) is not lit on `/staff/content` beside «Контент».
 */
export function activeItemKey(pathname: string, items: readonly SidebarItem[]): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of items) {
    const length = matchLength(pathname, item);
    if (length > 0 && (!best || length > best.length)) best = { key: item.key, length };
  }
  return best?.key;
}

/** Spec 3 §2 collapsible sidebar with the role's menu. */
export function AppSidebar({ items, mini, onToggleMini, onNavigate }: AppSidebarProps) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activeKey = activeItemKey(pathname, items);
  const toggleLabel = mini ? t('shell.expandSidebar') : t('shell.collapseSidebar');
  const ToggleIcon = mini ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <>
      {/* The browser's own scrolling: Mantine's ScrollArea would bring Floating UI into the shell (issue 8). */}
      <AppShell.Section grow p="sm" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <Stack gap={4}>
          {items.map((item) => (
            <SidebarLink
              key={item.key}
              item={item}
              mini={mini}
              active={item.key === activeKey}
              onNavigate={onNavigate}
            />
          ))}
        </Stack>
        {/* Spec 3 §2: the products-of-month block has no mini form; it shows with the full sidebar only. */}
        {!mini && <ProductsOfMonth onNavigate={onNavigate} />}
      </AppShell.Section>
      <AppShell.Section p="sm" visibleFrom="sm">
        <Group justify={mini ? 'center' : 'flex-end'}>
          <DeferredTooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              radius="md"
              onClick={onToggleMini}
              aria-label={toggleLabel}
            >
              <ToggleIcon size={20} />
            </ActionIcon>
          </DeferredTooltip>
        </Group>
      </AppShell.Section>
    </>
  );
}
