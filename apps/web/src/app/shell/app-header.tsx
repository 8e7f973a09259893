import { memo } from 'react';
import { Burger, Group } from '@mantine/core';
import type { User } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { StartupSlot } from './startup-slot';
import { GlobalModalsSlot } from './global-modals-slot';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import { useUser } from '../../shared/session/session-store';
import { GuestLoginButton } from './guest-login-button';
import { HeaderLogo } from './header-logo';
import './i18n';
import { ProfileMenu } from './profile-menu';
import { StudentHeader } from './student-header';

interface AppHeaderProps {
  /** Present when the layout has a sidebar: the burger opens it on narrow screens. */
  navigation?: { opened: boolean; toggle: () => void };
}

/** Each role's header (spec 3 §2); staff without a header of their own get the tutor/manager one. */
function HeaderActions({ user }: { user: User | null }) {
  if (!user) return <GuestLoginButton />;
  if (user.role === 'STUDENT_ROLE') return <StudentHeader user={user} />;
  return <ProfileMenu user={user} />;
}

/**
 * Memoised: the layout around it re-renders when the sidebar's flags arrive or the drawer opens,
 * and the header with its menus and badges is the largest part of a phone's first render (issue 8).
 */
export const AppHeader = memo(function AppHeader({ navigation }: AppHeaderProps) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {navigation && (
          <Burger
            opened={navigation.opened}
            onClick={navigation.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('shell.openNavigation')}
            aria-expanded={navigation.opened}
          />
        )}
        <HeaderLogo />
      </Group>
      <HeaderActions user={user} />
      <StartupSlot />
      <GlobalModalsSlot />
      <OfflineBanner />
      <UpdatePrompt />
    </Group>
  );
});
