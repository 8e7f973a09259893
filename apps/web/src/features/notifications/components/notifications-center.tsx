import type { ReactElement } from 'react';
import { Drawer, Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_TITLE_ID, NotificationsPanel } from './notifications-panel';
import '../i18n';

interface NotificationsPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The header's bell. */
  target: ReactElement;
}

/** The list under the bell on wider screens, in its own chunk: notifications-bell.tsx. */
export function NotificationsPopover({ opened, onChange, target }: NotificationsPopoverProps) {
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={400}
      shadow="lg"
      radius="lg"
      trapFocus
      returnFocus
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={NOTIFICATIONS_TITLE_ID}>
        {opened && <NotificationsPanel onClose={() => onChange(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The list on a phone: the whole screen, closed by its button or Escape. */
export function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened onClose={onClose} size="100%" position="right">
      <Drawer.Overlay />
      <Drawer.Content aria-label={t('notifications.center.title')}>
        <NotificationsPanel onClose={onClose} inDrawer />
      </Drawer.Content>
    </Drawer.Root>
  );
}
