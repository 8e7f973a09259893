import { AppShell, Container } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../shell/app-header';
import { AppSidebar } from '../shell/app-sidebar';
import { PageBreadcrumbs } from '../shell/page-breadcrumbs';
import { HEADER_HEIGHT, SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../shell/shell-sizes';
import { useSidebarItems } from '../shell/use-sidebar-items';
import { useSidebarMini } from '../shell/use-sidebar-mini';
import type { LayoutProps } from './layouts';
import { MAIN_CONTENT_ID } from './skip-link';
import { usePhone } from '../../shared/ui/use-phone';

/** Spec 1 §2 main layout: header, optional collapsible sidebar, breadcrumbs, content. */
export function MainLayout({ meta, children }: LayoutProps) {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [mini, setMini] = useSidebarMini();
  // Matches Mantine's sm breakpoint, where the sidebar stops being a drawer; known at the first render.
  const wide = !usePhone();
  // A phone's drawer gets its menu when first opened, not with every first page (issue 8: the
  // first render is a phone's longest task); it keeps it for the closing transition and after.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  const items = useSidebarItems();
  const withSidebar = !meta.hideSidebar && items.length > 0;
  const miniNow = mini && wide;
  const navigation = useMemo(
    () => (withSidebar ? { opened: drawerOpened, toggle: drawer.toggle } : undefined),
    [withSidebar, drawerOpened, drawer.toggle],
  );
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        withSidebar
          ? {
              width: miniNow ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH,
              breakpoint: 'sm',
              collapsed: { mobile: !drawerOpened },
            }
          : undefined
      }
      padding={{ base: 'md', sm: 'xl' }}
      transitionDuration={200}
    >
      <AppShell.Header>
        <AppHeader navigation={navigation} />
      </AppShell.Header>
      {withSidebar && (
        // The phone's drawer takes the whole width: a right border would stand as a 1 px line at the edge.
        <AppShell.Navbar aria-label={t('shell.mainNavigation')} withBorder={wide}>
          {(wide || drawerUsed) && (
            <AppSidebar items={items} mini={miniNow} onToggleMini={() => setMini(!mini)} onNavigate={drawer.close} />
          )}
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID}>
        <Container size="xl" px={0}>
          <PageBreadcrumbs items={meta.breadcrumbs} current={meta.title} />
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
