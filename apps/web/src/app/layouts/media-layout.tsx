import { AppShell, Box } from '@mantine/core';
import { HeaderShell } from './header-shell';
import type { LayoutProps } from './layouts';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * Header and a wide content area (spec 1 §2 media layout): the page, e.g. the lesson
 * page, lays out its player and its side panel (the chat) across the whole width.
 */
export function MediaLayout({ children }: LayoutProps) {
  // '0rem', not 0: Mantine drops a falsy base padding, and the header offset goes with it.
  return (
    <HeaderShell padding={{ base: '0rem', sm: 'md' }}>
      <AppShell.Main id={MAIN_CONTENT_ID}>
        <Box maw={1760} mx="auto" w="100%">
          {children}
        </Box>
      </AppShell.Main>
    </HeaderShell>
  );
}
