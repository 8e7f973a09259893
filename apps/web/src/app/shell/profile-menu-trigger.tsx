import { forwardRef } from 'react';
import { Group, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { User } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from './user-avatar';

/** The avatar button that opens a profile menu; forwards its ref and props to Menu.Target. */
export const ProfileMenuTrigger = forwardRef<HTMLButtonElement, UnstyledButtonProps & { user: User }>(
  function ProfileMenuTrigger({ user, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <UnstyledButton ref={ref} aria-label={t('shell.profile.open')} style={{ borderRadius: 999 }} {...props}>
        <Group gap={4} wrap="nowrap">
          <UserAvatar user={user} size={38} radius="xl" />
          <IconChevronDown size={16} color="var(--mantine-color-dimmed)" />
        </Group>
      </UnstyledButton>
    );
  },
);
