import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { pushPermission, type PushPermission } from '../../../shared/push/push-permission';
import { startPushSync } from '../../../shared/push/push-sync';

/** Push needs the deployment's VAPID key as well as the browser's support. */
const currentState = (): PushPermission | 'unavailable' =>
  appSettings().webPushPublicKey ? pushPermission() : 'unavailable';

/** The browser's permission and the way to give it; once given, the browser subscribes (spec 3 §4). */
export function PushPermissionCard() {
  const { t } = useTranslation();
  const [state, setState] = useState(currentState);
  const [asking, setAsking] = useState(false);
  const enable = async () => {
    setAsking(true);
    try {
      await Notification.requestPermission();
    } finally {
      setAsking(false);
    }
    setState(currentState());
    // Subscribes now (the student is signed in) and on every later login; failures only warn.
    startPushSync();
  };
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('notifications.permission.title')}
        </Title>
        <Text size="sm" data-testid="push-permission" data-state={state}>
          {t(`notifications.permission.${state}`)}
        </Text>
        {state === 'default' && (
          <Button onClick={() => void enable()} loading={asking}>
            {t('notifications.permission.enable')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
