import { Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CHAT_MODERATORS, type User } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { roleNameKey } from '../../../shared/session/role-names';
import '../i18n';
import { LiveLessons } from './live-lessons';
import { StaffLinkCard } from './staff-link-card';
import { STAFF_LINKS } from './staff-links';

/** Home of a role without a start page of its own: a welcome and what exists for that role. */
export function StaffHome({ user }: { user: User }) {
  const { t } = useTranslation();
  const links = STAFF_LINKS[user.role] ?? [];
  return (
    <Stack gap="xl">
      <Stack gap={6} align="flex-start">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('home.staff.title', { name: user.firstName })}
        </Title>
        <Badge size="lg" variant="light" radius="md">
          {t('home.staff.role', { role: t(roleNameKey(user.role)) })}
        </Badge>
      </Stack>
      {links.length === 0 ? (
        <Text c="dimmed">{t('home.staff.noSections')}</Text>
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('home.staff.sections')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {links.map((link) => (
              <StaffLinkCard key={link.to} link={link} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {CHAT_MODERATORS.some((role) => role === user.role) && <LiveLessons />}
    </Stack>
  );
}
