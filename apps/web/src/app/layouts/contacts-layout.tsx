import { AppShell, Container } from '@mantine/core';
import { HeaderShell } from './header-shell';
import type { LayoutProps } from './layouts';
import { SupportFooter } from './support-footer';
import { MAIN_CONTENT_ID } from './skip-link';

/** Header, content and the support phone (spec 1 §2 contacts layout). */
export function ContactsLayout({ children }: LayoutProps) {
  return (
    <HeaderShell>
      <AppShell.Main id={MAIN_CONTENT_ID}>
        <Container size="lg" px={0}>
          {children}
          <SupportFooter />
        </Container>
      </AppShell.Main>
    </HeaderShell>
  );
}
