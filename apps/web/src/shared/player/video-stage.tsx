import type { ReactNode } from 'react';
import { AspectRatio, Box, Center, Stack } from '@mantine/core';

/** The 16:9 area the player occupies; states shown instead of the video keep the same place. */
export function VideoStage({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <AspectRatio ratio={16 / 9}>
      <Box
        role={label ? 'region' : undefined}
        aria-label={label}
        bg="dark.8"
        c="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <Center h="100%" p="lg">
          <Stack align="center" gap="xs" ta="center">
            {children}
          </Stack>
        </Center>
      </Box>
    </AspectRatio>
  );
}
