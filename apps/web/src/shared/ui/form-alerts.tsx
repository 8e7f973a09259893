import { Alert } from '@mantine/core';

/** What a form's server answer said that belongs to no field (shared/api/use-server-errors.ts). */
export function FormAlerts({ messages }: { messages: readonly string[] }) {
  return messages.map((message) => (
    <Alert key={message} color="red">
      {message}
    </Alert>
  ));
}
