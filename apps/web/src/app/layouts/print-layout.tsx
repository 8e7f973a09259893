import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LayoutProps } from './layouts';
import { MAIN_CONTENT_ID } from './skip-link';
import classes from './print-layout.module.css';
import '../shell/i18n';

/**
 * Spec 1 §2 print layout (spec 2 §2: the homework print page, /homework/{submissionId}/print, when
 * homework comes): a white A4-wide page without the app's chrome. On screen a bar offers printing
 * and the way back; on paper only the content is left.
 */
export function PrintLayout({ children }: LayoutProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <div className={classes.page}>
      <Group className={classes.toolbar} justify="space-between" mb="lg" data-print-toolbar>
        {canGoBack ? (
          <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => router.history.back()}>
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {t('shell.print')}
        </Button>
      </Group>
      <main id={MAIN_CONTENT_ID}>{children}</main>
    </div>
  );
}
