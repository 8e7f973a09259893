import type { ReactNode } from 'react';
import { Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { appSettings } from '../config/app-settings';
import { LanguagePicker } from './language-picker';
import { LogoMark } from './logo-mark';

function productName(): string {
  try {
    return appSettings().productName;
  } catch {
    return '';
  }
}

export interface AuthScreenProps {
  title: ReactNode;
  description?: ReactNode;
  /** A big round icon above the title, for status screens (done, error, waiting). */
  icon?: ReactNode;
  children?: ReactNode;
  /** The language choice under the card: on the identity pages, not on the screens that only pass through. */
  withLanguages?: boolean;
}

/** Sign-in screens: one centred card on a soft background, under the product name. */
export function AuthScreen({ title, description, icon, children, withLanguages = false }: AuthScreenProps) {
  const name = productName();
  return (
    <Box
      mih="100dvh"
      px="md"
      py={48}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background:
          'radial-gradient(circle at 15% 20%, var(--mantine-color-violet-light) 0, transparent 45%),' +
          'radial-gradient(circle at 85% 80%, var(--mantine-color-grape-light) 0, transparent 45%),' +
          'var(--mantine-color-body)',
      }}
    >
      <Stack w="100%" maw={440} gap="lg">
        {name && (
          <Group gap={10} justify="center">
            <LogoMark />
            <Text fw={800} fz={22} lts={-0.3}>
              {name}
            </Text>
          </Group>
        )}
        <Card shadow="md" p={{ base: 'lg', xs: 'xl' }} radius="xl">
          <Stack gap="md">
            {icon && <Box style={{ display: 'flex', justifyContent: 'center' }}>{icon}</Box>}
            <Stack gap={4} ta={icon ? 'center' : undefined}>
              <Title order={1} fz={26}>
                {title}
              </Title>
              {description && (
                <Text c="dimmed" fz="sm">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Card>
        {withLanguages && <LanguagePicker />}
      </Stack>
    </Box>
  );
}

/** The round icon of a status screen. */
export function AuthScreenIcon({ color, children }: { color: string; children: ReactNode }) {
  return (
    <ThemeIcon size={64} radius="xl" variant="light" color={color}>
      {children}
    </ThemeIcon>
  );
}
