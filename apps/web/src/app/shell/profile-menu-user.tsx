import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { User } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { roleNameKey } from '../../shared/session/role-names';
import { formatAmount } from '../../shared/ui/currency/currency-amount';
import { fullName, UserAvatar } from './user-avatar';

/**
 * The head of a profile menu: avatar and name; a student also sees level and experience (spec 3 §2).
 * The photo is decorative here (the name is beside it): a named image is a role a menu may not
 * contain (axe aria-required-children).
 */
export function ProfileMenuUser({ user }: { user: User }) {
  const { t } = useTranslation();
  const student = user.student;
  return (
    <Group gap="sm" p="sm" wrap="nowrap">
      <UserAvatar user={user} size={48} radius="xl" alt="" />
      <Stack gap={4} miw={0}>
        <Text fw={700} truncate="end">
          {fullName(user)}
        </Text>
        {student ? (
          <Group gap={6} wrap="nowrap">
            <Badge variant="gradient" gradient={{ from: 'violet', to: 'grape' }} size="sm" maw={150}>
              {student.levelTitle}
            </Badge>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('shell.profile.exp', { value: formatAmount(student.exp) })}
            </Text>
          </Group>
        ) : (
          <Box>
            <Text size="xs" c="dimmed">
              {t(roleNameKey(user.role))}
            </Text>
          </Box>
        )}
      </Stack>
    </Group>
  );
}
