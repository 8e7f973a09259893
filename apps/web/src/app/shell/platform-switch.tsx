import { Badge, Menu } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENT_PLATFORM, PLATFORMS } from './platforms';

/** Spec 3 §2 platform switch: this platform is marked current, the sister platforms open outside. */
export function PlatformSwitch() {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Label>{t('shell.platforms.title')}</Menu.Label>
      {PLATFORMS.map(({ key, label, icon: Icon, href }) =>
        key === CURRENT_PLATFORM || !href ? (
          <Menu.Item
            key={key}
            aria-current="true"
            closeMenuOnClick={false}
            leftSection={<Icon size={18} />}
            rightSection={
              // Filled: the light badge fades under the item's focus highlight (WCAG 1.4.3).
              <Badge size="xs" variant="filled">
                {t('shell.platforms.current')}
              </Badge>
            }
          >
            {t(label)}
          </Menu.Item>
        ) : (
          <Menu.Item
            key={key}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<Icon size={18} />}
            rightSection={<IconExternalLink size={14} opacity={0.6} />}
          >
            {t(label)}
          </Menu.Item>
        ),
      )}
    </>
  );
}
