import { Box } from '@mantine/core';

/**
 * A switch drawn without an input: it sits inside a menu item, which is already the
 * control (a real checkbox inside a button would be nested interactive content).
 */
export function ToggleIndicator({ checked }: { checked: boolean }) {
  return (
    <Box
      aria-hidden
      w={34}
      h={20}
      p={2}
      bg={checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}
      style={{ borderRadius: 999, transition: 'background-color 150ms ease' }}
    >
      <Box
        w={16}
        h={16}
        bg="white"
        style={{
          borderRadius: '50%',
          transform: checked ? 'translateX(14px)' : 'none',
          transition: 'transform 150ms ease',
          boxShadow: '0 1px 3px rgba(0, 0, 0, 0.25)',
        }}
      />
    </Box>
  );
}
