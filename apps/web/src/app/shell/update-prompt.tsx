import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { swUpdate, useUpdateAvailable, watchForUpdates } from '../../shared/pwa/sw-update';
import './pwa-i18n';
import classes from './pwa-overlays.module.css';

/** A new version's service worker is waiting (shared/pwa/sw-update.ts): «Обновить» switches to it and reloads. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  useEffect(watchForUpdates, []);
  if (!useUpdateAvailable()) return null;
  return (
    <Group role="alert" className={classes.update} gap="sm" wrap="nowrap">
      <Text size="sm">{t('pwa.updateAvailable')}</Text>
      <Button size="xs" onClick={() => swUpdate.activate()}>
        {t('pwa.update')}
      </Button>
    </Group>
  );
}
