import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** General errors of a form (spec 1 §8: errors without a field). */
export function FormAlert({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
      <Stack gap={2}>
        {messages.map((message) => (
          <Text key={message} fz="sm">
            {message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
