import { Suspense } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useDeferredPopover } from '../../../shared/ui/deferred/use-deferred-popover';
import { usePhone } from '../../../shared/ui/use-phone';
import { useUnreadNotifications } from '../api/unread-count';
import { useAfterFirstPaint } from '../../../shared/lib/after-first-paint';
import '../bell-i18n';

// The popover (Floating UI), the list, its texts and the phone's drawer load once the student starts
// to use the page, not with the header (issue 8: the first visit's budget).
const NotificationsPopover = lazyComponent(() => import('./notifications-center'), 'NotificationsPopover');
const NotificationsDrawer = lazyComponent<{ onClose: () => void }, 'NotificationsDrawer'>(
  () => import('./notifications-center'),
  'NotificationsDrawer',
);

const badge = (count: number) => (count > 99 ? '99+' : count);

/** Issue 14: the header's bell with the unread count; the list opens in a popover, on a phone full-screen. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { opened, setOpened, mounted } = useDeferredPopover(NotificationsPopover.preload);
  const phone = usePhone();
  const count = useUnreadNotifications(useAfterFirstPaint()) ?? 0;
  const close = () => setOpened(false);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={40}
      radius="xl"
      aria-label={count > 0 ? t('notifications.bell.label', { count }) : t('notifications.bell.label')}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => setOpened((now) => !now)}
      data-testid="notifications-bell"
    >
      <IconBell size={22} />
    </ActionIcon>
  );
  const overlay = () => {
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
    if (!mounted) return button;
    return (
      <Suspense fallback={button}>
        <NotificationsPopover opened={opened} onChange={setOpened} target={button} />
      </Suspense>
    );
  };
  return (
    <Indicator label={badge(count)} disabled={count === 0} size={18} offset={4} color="red" inline>
      {overlay()}
    </Indicator>
  );
}
