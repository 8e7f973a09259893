import { useId, type ReactNode } from 'react';
import { Box, Group, Popover, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface LoyaltyHoverCardProps {
  /** i18n key of the explanation for the hovered currency */
  text: string;
  children: ReactNode;
}

/**
 * Spec 1 §2: hovering a medal or umcoin explains the loyalty program; keyboard focus opens it
 * too. The card links to the program once its screen exists.
 */
export function LoyaltyHoverCard({ text, children }: LoyaltyHoverCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Popover opened={opened} width={304} shadow="lg" radius="lg" position="bottom" withArrow withRoles={false}>
      <Popover.Target>
        <Box
          tabIndex={0}
          aria-describedby={opened ? id : undefined}
          onMouseEnter={open}
          onMouseLeave={close}
          onFocus={open}
          onBlur={close}
          style={{ borderRadius: 'var(--mantine-radius-md)', cursor: 'help' }}
        >
          {children}
        </Box>
      </Popover.Target>
      <Popover.Dropdown id={id} p="md">
        <Group gap="xs" mb={6} wrap="nowrap">
          <ThemeIcon size={28} radius="xl" variant="gradient" gradient={{ from: 'violet', to: 'grape' }}>
            <IconSparkles size={16} />
          </ThemeIcon>
          <Text fw={700}>{t('home.loyalty.title')}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t(text)}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
