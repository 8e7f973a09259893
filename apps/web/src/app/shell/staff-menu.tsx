import { Menu } from '@mantine/core';
import type { User } from '@school/contract';
import { LanguageSwitch } from './language-switch';
import { LogoutItem } from './logout-item';
import { ProfileMenuTrigger } from './profile-menu-trigger';
import { ProfileMenuUser } from './profile-menu-user';
import { ThemeSwitchItem } from './theme-switch-item';
import { POPOVER_WIDTH } from './shell-sizes';

/**
 * Spec 3 §2 tutor and manager menu (avatar, name, dark theme, logout), with the language choice the
 * student menu has (issue 8); other staff get it too.
 */
export function StaffMenu({ user }: { user: User }) {
  return (
    <Menu defaultOpened width={POPOVER_WIDTH} position="bottom-end" shadow="lg" radius="lg" offset={10}>
      <Menu.Target>
        <ProfileMenuTrigger user={user} />
      </Menu.Target>
      <Menu.Dropdown p={6}>
        <ProfileMenuUser user={user} />
        <Menu.Divider />
        <ThemeSwitchItem />
        <Menu.Divider />
        <LanguageSwitch />
        <Menu.Divider />
        <LogoutItem />
      </Menu.Dropdown>
    </Menu>
  );
}
