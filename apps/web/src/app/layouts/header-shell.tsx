import type { ReactNode } from 'react';
import { AppShell, type AppShellProps } from '@mantine/core';
import { AppHeader } from '../shell/app-header';
import { HEADER_HEIGHT } from '../shell/shell-sizes';

/** The header every non-empty layout shares, with the page under it. */
export function HeaderShell({ children, ...props }: { children: ReactNode } & Omit<AppShellProps, 'header'>) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={{ base: 'md', sm: 'xl' }} {...props}>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      {children}
    </AppShell>
  );
}
