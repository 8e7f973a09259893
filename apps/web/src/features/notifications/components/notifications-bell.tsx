import { Suspense, useState } from 'react';
import { ActionIcon, Center, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { usePhone } from '../../../shared/ui/use-phone';
import { useUnreadNotifications } from '../api/unread-count';
import '../bell-i18n';

// The list, its texts and the phone's drawer load on the first open (or hover), not with the header.
const NotificationsPanel = lazyComponent(() => import('./notifications-center'), 'NotificationsPanel');
const NotificationsDrawer = lazyComponent(() => import('./notifications-center'), 'NotificationsDrawer');

const badge = (count: number) => (count > 99 ? '99+' : count);
const loading = (
  <Center p="lg">
    <Loader size="sm" />
  </Center>
);

/** Issue 14: the header's bell with the unread count; the list opens in a popover, on a phone full-screen. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const phone = usePhone();
  const count = useUnreadNotifications(true) ?? 0;
  const close = () => setOpened(false);
  const button = (
    <Indicator label={badge(count)} disabled={count === 0} size={18} offset={4} color="red" inline>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={40}
        radius="xl"
        aria-label={count > 0 ? t('notifications.bell.label', { count }) : t('notifications.bell.label')}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => setOpened((now) => !now)}
        onPointerEnter={() => void NotificationsPanel.preload().catch(() => undefined)}
        data-testid="notifications-bell"
      >
        <IconBell size={22} />
      </ActionIcon>
    </Indicator>
  );
  if (phone)
    return (
      <>
        {button}
        {opened && (
          <Suspense fallback={null}>
            <NotificationsDrawer onClose={close} />
          </Suspense>
        )}
      </>
    );
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={400} shadow="md" trapFocus returnFocus>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown p={0}>
        {opened && (
          <Suspense fallback={loading}>
            <NotificationsPanel onClose={close} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
