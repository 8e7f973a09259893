import { AppShell, Container } from '@mantine/core';
import { HeaderShell } from './header-shell';
import type { LayoutProps } from './layouts';

/** Header and content, no sidebar (spec 1 §2). */
export function HeaderOnlyLayout({ children }: LayoutProps) {
  return (
    <HeaderShell>
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </HeaderShell>
  );
}
