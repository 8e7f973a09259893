import { Menu } from '@mantine/core';
import type { User } from '@school/contract';
import { LanguageSwitch } from './language-switch';
import { LogoutItem } from './logout-item';
import { PlatformSwitch } from './platform-switch';
import { ProfileMenuLinks } from './profile-menu-links';
import { ProfileMenuTrigger } from './profile-menu-trigger';
import { ProfileMenuUser } from './profile-menu-user';
import { SupportMenuItem } from './support-menu-item';
import { ThemeSwitchItem } from './theme-switch-item';
import { POPOVER_WIDTH } from './shell-sizes';
import { FittedMenuDropdown } from './fitted-menu-dropdown';

/** Spec 3 §2 student profile menu, in the spec's order (it loads on the first press of its button, open: profile-menu.tsx). */
export function StudentProfileMenu({ user }: { user: User }) {
  return (
    <Menu defaultOpened width={POPOVER_WIDTH} position="bottom-end" shadow="lg" radius="lg" offset={10}>
      <Menu.Target>
        <ProfileMenuTrigger user={user} />
      </Menu.Target>
      <FittedMenuDropdown>
        <ProfileMenuUser user={user} />
        <Menu.Divider />
        <PlatformSwitch />
        <ProfileMenuLinks />
        <SupportMenuItem />
        <Menu.Divider />
        <ThemeSwitchItem />
        <Menu.Divider />
        <LanguageSwitch />
        <Menu.Divider />
        <LogoutItem />
      </FittedMenuDropdown>
    </Menu>
  );
}
