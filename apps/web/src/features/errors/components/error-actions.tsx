import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconHeadset, IconHome, IconRefresh } from '@tabler/icons-react';
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { paths } from '../../../shared/config/paths';
import '../i18n';

export type ErrorAction = 'home' | 'back' | 'reload' | 'support';

/**
 * The app is started again from the root: that re-runs the start-up (settings, session),
 * and the root redirect then sends the user to their own start page.
 */
const restartApp = () => window.location.assign(paths.root);

export function ErrorActions({ actions }: { actions: readonly ErrorAction[] }) {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Group justify="center" gap="sm">
      {actions.map((action, index) => {
        const variant = index === 0 ? 'filled' : 'default';
        if (action === 'home')
          return (
            <Button
              key={action}
              component={Link}
              to={paths.root}
              variant={variant}
              radius="xl"
              leftSection={<IconHome size={18} />}
            >
              {t('common.toHome')}
            </Button>
          );
        if (action === 'support') {
          // The deployment's support phone (spec 1 §2 contacts); none is known while the server is down.
          const phone = appSettings().supportPhone;
          return phone ? (
            <Button
              key={action}
              component="a"
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              variant={variant}
              radius="xl"
              leftSection={<IconHeadset size={18} />}
            >
              {t('errors.support')}
            </Button>
          ) : null;
        }
        if (action === 'back')
          return canGoBack ? (
            <Button
              key={action}
              variant={variant}
              radius="xl"
              leftSection={<IconArrowLeft size={18} />}
              onClick={() => router.history.back()}
            >
              {t('common.back')}
            </Button>
          ) : null;
        return (
          <Button
            key={action}
            variant={variant}
            radius="xl"
            leftSection={<IconRefresh size={18} />}
            onClick={restartApp}
          >
            {t('errors.reload')}
          </Button>
        );
      })}
    </Group>
  );
}
