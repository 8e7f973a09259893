import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationsPanel } from './notifications-panel';
import '../i18n';

export { NotificationsPanel };

/** The list on a phone: the whole screen, closed by its button or the back gesture's Escape. */
export function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened
      onClose={onClose}
      size="100%"
      position="right"
      padding={0}
      title={t('notifications.center.title')}
      closeButtonProps={{ 'aria-label': t('notifications.center.close') }}
    >
      <NotificationsPanel onClose={onClose} inDrawer />
    </Drawer>
  );
}
