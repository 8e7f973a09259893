import { Menu } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { supportChat } from '../../shared/support/support-chat-store';

/** Spec 3 §6: the support chat from the profile menu, on every page (the floating button steps aside on some). */
export function SupportMenuItem() {
  const { t } = useTranslation();
  return (
    <Menu.Item leftSection={<IconHeadset size={18} />} onClick={supportChat.open} data-testid="support-menu-item">
      {t('shell.supportWidget.open')}
    </Menu.Item>
  );
}
