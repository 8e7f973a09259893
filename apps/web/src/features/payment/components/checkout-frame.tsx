import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { LogoMark } from '../../../shared/ui/logo-mark';
import '../i18n';

/** The payment pages use the empty layout (spec 2 §2): a quiet bar with the way back, then the page. */
export function CheckoutFrame({ title, backHref, children }: { title: string; backHref: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="var(--app-color-canvas)">
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap={10} wrap="nowrap">
              <LogoMark size={32} />
              <Text fw={800} fz={18} visibleFrom="xs">
                {appSettings().productName}
              </Text>
            </Group>
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconLock size={16} aria-hidden />
              <Text size="sm">{t('payment.secure')}</Text>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Anchor component={Link} to={backHref} size="sm" c="dimmed">
          <Group gap={4} component="span">
            <IconChevronLeft size={16} aria-hidden />
            {t('payment.backToCart')}
          </Group>
        </Anchor>
        <Title order={1} fz={{ base: 24, sm: 30 }} mt="xs" mb={{ base: 'md', sm: 'lg' }}>
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}
