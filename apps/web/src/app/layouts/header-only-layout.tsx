import { AppShell, Container } from '@mantine/core';
import { HeaderShell } from './header-shell';
import type { LayoutProps } from './layouts';
import { MAIN_CONTENT_ID } from './skip-link';

/** Header and content, no sidebar (spec 1 §2). */
export function HeaderOnlyLayout({ children }: LayoutProps) {
  return (
    <HeaderShell>
      <AppShell.Main id={MAIN_CONTENT_ID}>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </HeaderShell>
  );
}
