import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/query-client';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        <Toasts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
