import { Menu, useComputedColorScheme, useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { IconMoonStars } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ToggleIndicator } from './toggle-indicator';

/** The dark theme switch of every profile menu (spec 3 §2); the choice is kept by Mantine in local storage. */
export function ThemeSwitchItem() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Menu.Item
      closeMenuOnClick={false}
      leftSection={<IconMoonStars size={18} />}
      rightSection={<ToggleIndicator checked={dark} />}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {t('shell.darkTheme')}
      {/* Mantine fixes the role to menuitem, which cannot carry aria-checked: the state is read out instead. */}
      <VisuallyHidden>{dark ? t('shell.switchedOn') : t('shell.switchedOff')}</VisuallyHidden>
    </Menu.Item>
  );
}
