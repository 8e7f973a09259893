import { Menu } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths';
import type { User } from '@school/contract';
import { LanguageSwitch } from './language-switch';
import { LogoutItem } from './logout-item';
import { ProfileMenuTrigger } from './profile-menu-trigger';
import { ProfileMenuUser } from './profile-menu-user';
import { ThemeSwitchItem } from './theme-switch-item';
import { POPOVER_WIDTH } from './shell-sizes';
import { FittedMenuDropdown } from './fitted-menu-dropdown';

/**
 * Spec 3 §2 tutor and manager menu (avatar, name, dark theme, logout), with the language choice the
 * student menu has (issue 8); other staff get it too.
 */
export function StaffMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Menu defaultOpened width={POPOVER_WIDTH} position="bottom-end" shadow="lg" radius="lg" offset={10}>
      <Menu.Target>
        <ProfileMenuTrigger user={user} />
      </Menu.Target>
      <FittedMenuDropdown>
        <ProfileMenuUser user={user} />
        <Menu.Divider />
        {/* Issue 12: the tutor's own profile page. */}
        {user.role === 'TUTOR_ROLE' && (
          <>
            <Menu.Item component={Link} to={paths.tutorProfile} leftSection={<IconUserCircle size={18} />}>
              {t('routes.tutorProfile')}
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        <ThemeSwitchItem />
        <Menu.Divider />
        <LanguageSwitch />
        <Menu.Divider />
        <LogoutItem />
      </FittedMenuDropdown>
    </Menu>
  );
}
