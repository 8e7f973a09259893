import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visibleMenuItems } from './menu-visibility';
import { PROFILE_MENU_LINKS } from './profile-links';
import { useMenuContext } from './use-menu-context';

/** The student profile menu's links whose screens exist; renders nothing while there are none. */
export function ProfileMenuLinks() {
  const { t } = useTranslation();
  const links = visibleMenuItems(PROFILE_MENU_LINKS, useMenuContext());
  if (links.length === 0) return null;
  return (
    <>
      <Menu.Divider />
      {links.map(({ key, label, icon: Icon, to, hash }) => (
        <Menu.Item key={key} component={Link} to={to} hash={hash} leftSection={<Icon size={18} />}>
          {t(label)}
        </Menu.Item>
      ))}
    </>
  );
}
