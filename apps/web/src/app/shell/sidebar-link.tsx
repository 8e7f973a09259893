import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../shared/ui/deferred/deferred-tooltip';
import type { SidebarItem } from './sidebar-items';

interface SidebarLinkProps {
  item: SidebarItem;
  active: boolean;
  mini: boolean;
  onNavigate?: () => void;
}

/** One sidebar entry; in mini mode only the icon shows and the name moves to a tooltip. */
export function SidebarLink({ item, active, mini, onNavigate }: SidebarLinkProps) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const Badge = item.badge;
  const label = t(item.label);
  return (
    <DeferredTooltip label={label} position="right" disabled={!mini} withArrow>
      <NavLink
        component={Link}
        to={item.to}
        // The sidebar decides the current item (app-sidebar.tsx, the closest match); the router's own
        // prefix match would also light «Сводка» (`/staff`) on every console page.
        activeOptions={{ exact: true }}
        onClick={onNavigate}
        active={active}
        aria-current={active ? 'page' : undefined}
        aria-label={mini ? label : undefined}
        label={mini ? null : label}
        leftSection={<Icon size={22} stroke={1.8} />}
        rightSection={Badge && !mini ? <Badge /> : undefined}
        variant="light"
        h={48}
        px={mini ? 0 : 'md'}
        fw={600}
        style={{ borderRadius: 'var(--mantine-radius-md)', justifyContent: mini ? 'center' : undefined }}
        styles={mini ? { section: { marginInlineEnd: 0 }, body: { display: 'none' } } : undefined}
      />
    </DeferredTooltip>
  );
}
