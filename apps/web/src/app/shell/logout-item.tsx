import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogoutConfirm } from './use-logout-confirm';

export function LogoutItem() {
  const { t } = useTranslation();
  const confirmLogout = useLogoutConfirm();
  return (
    <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={confirmLogout}>
      {t('shell.logout.item')}
    </Menu.Item>
  );
}
