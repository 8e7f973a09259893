import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/query-client';
import { LessonChatProvider } from '../../shared/lessons/lesson-chat-slot';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { theme } from './theme';
import { Toasts } from './toasts';

/** The lesson chat, in its own chunk, loaded when a lesson page shows it (issue 11). */
const LessonChat = lazyComponent(() => import('./lesson-chat'), 'LessonChat');

const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // The theme's CSS variables are in the HTML, written at build time (build/theme-variables.ts).
    <MantineProvider
      theme={theme}
      withCssVariables={false}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        <Toasts />
        <LessonChatProvider value={LessonChat}>{children}</LessonChatProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
