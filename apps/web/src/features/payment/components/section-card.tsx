import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

/** One step of the checkout: a titled card. */
export function SectionCard({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed" mt={4}>
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
