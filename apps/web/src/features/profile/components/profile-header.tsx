import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';

/** The student's photo, name and level (spec 1 §3 levelTitle, exp) with the way to edit. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={profile.avatar} name={name} alt={name} size={72} radius="xl" color="violet" variant="filled" />
          <Stack gap={2}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.level', { title: profile.levelTitle, exp: profile.exp })}
            </Text>
          </Stack>
        </Group>
        <ButtonLink to={paths.profileEdit} variant="light" leftSection={<IconPencil size={18} />}>
          {t('profile.edit')}
        </ButtonLink>
      </Group>
    </Card>
  );
}
