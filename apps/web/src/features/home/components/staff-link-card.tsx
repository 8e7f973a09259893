import { Badge, Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../i18n';
import type { StaffLink } from './staff-links';

function WaitingBadge({ useWaiting, label }: { useWaiting: () => number | undefined; label: string }) {
  const { t } = useTranslation();
  const waiting = useWaiting();
  if (waiting === undefined) return null;
  return (
    <Badge variant="light" color={waiting > 0 ? 'orange' : 'gray'} size="lg" tt="none">
      {t(label, { count: waiting })}
    </Badge>
  );
}

/** One section of a staff role: a tap opens it; a count tells what waits there. */
export function StaffLinkCard({ link }: { link: StaffLink }) {
  const { t } = useTranslation();
  const { icon: Icon } = link;
  return (
    <UnstyledButton component={Link} to={link.to}>
      <Card padding="lg">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light">
              <Icon size={22} />
            </ThemeIcon>
            <Stack gap={4} align="flex-start">
              <Text fw={600}>{t(link.label)}</Text>
              {link.useWaiting && (
                <WaitingBadge useWaiting={link.useWaiting} label={link.waitingLabel ?? 'home.staff.waiting'} />
              )}
            </Stack>
          </Group>
          <IconChevronRight size={18} color="var(--mantine-color-dimmed)" />
        </Group>
      </Card>
    </UnstyledButton>
  );
}
