import { Text } from '@mantine/core';

/** A label and its value, as the subscription cards show their facts. */
export function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 600}>
        {value}
      </Text>
    </div>
  );
}
