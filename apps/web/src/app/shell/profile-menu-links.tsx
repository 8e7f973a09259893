import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visibleMenuItems } from './menu-visibility';
import { PROFILE_MENU_LINKS } from './profile-links';
import { useMenuContext } from './use-menu-context';

/** The student profile menu's links whose screens exist; renders nothing while there are none. */
export function ProfileMenuLinks() {
  const { t } = useTranslation();
  const context = useMenuContext();
  const links = visibleMenuItems(PROFILE_MENU_LINKS, context);
  if (links.length === 0) return null;
  return (
    <>
      <Menu.Divider />
      {links.map(({ key, label, icon: Icon, to, hash, target, search }) => (
        <Menu.Item
          key={key}
          component={Link}
          to={target?.(context) ?? to}
          // The menu's `to` is a plain string, so the router cannot type the query here.
          search={search?.(context) as never}
          hash={hash}
          leftSection={<Icon size={18} />}
        >
          {t(label)}
        </Menu.Item>
      ))}
    </>
  );
}
