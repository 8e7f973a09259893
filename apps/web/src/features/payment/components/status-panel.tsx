import type { ReactNode } from 'react';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface StatusPanelProps {
  icon: ReactNode;
  color: string;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}

/** The result pages' card: a round icon, what happened, and what to do next. */
export function StatusPanel({ icon, color, title, text, children }: StatusPanelProps) {
  return (
    <Card maw={640} mx="auto" w="100%" p={{ base: 'lg', sm: 40 }} radius="xl" shadow="sm">
      <Stack gap="lg">
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {text && (
            <Text c="dimmed" maw={460}>
              {text}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
