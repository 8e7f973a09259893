import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogoutConfirm } from './use-logout-confirm';

export function LogoutItem() {
  const { t } = useTranslation();
  const confirmLogout = useLogoutConfirm();
  return (
    <Menu.Item
      color="red"
      // WCAG 1.4.3: Mantine's red text is 3.3:1 on the menu; a darker red in light, a lighter in dark.
      style={{ color: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))' }}
      leftSection={<IconLogout size={18} />}
      onClick={confirmLogout}
    >
      {t('shell.logout.item')}
    </Menu.Item>
  );
}
