import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

/** The goals and onboarding screens' frame: a heading, a lead and one card. */
export function GoalsPageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{lead}</Text>
      </div>
      <Card withBorder radius="lg" padding="lg">
        {children}
      </Card>
    </Stack>
  );
}
