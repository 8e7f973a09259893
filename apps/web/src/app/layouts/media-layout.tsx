import { AppShell, Box } from '@mantine/core';
import { HeaderShell } from './header-shell';
import type { LayoutProps } from './layouts';

/**
 * Header and a wide content area (spec 1 §2 media layout): the page, e.g. the lesson
 * page, lays out its player and its side panel (the chat) across the whole width.
 */
export function MediaLayout({ children }: LayoutProps) {
  return (
    <HeaderShell padding={{ base: 0, sm: 'md' }}>
      <AppShell.Main>
        <Box maw={1760} mx="auto" w="100%">
          {children}
        </Box>
      </AppShell.Main>
    </HeaderShell>
  );
}
