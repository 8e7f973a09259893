import { Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import './pwa-i18n';
import classes from './pwa-overlays.module.css';

/** Shown while the browser is offline: the pages then come from the service worker's cache (src/sw.ts). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  return (
    <div role="status" aria-live="polite" className={classes.offline} hidden={online}>
      {!online && <Text size="sm">{t('pwa.offline')}</Text>}
    </div>
  );
}
