import { Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n/i18n';
import { siteLanguagesQuery } from '../../shared/i18n/site-languages';
import { emitModalAction } from '../../shared/modal-events/modal-events';

/**
 * Interface language choice from the server's list (spec 1 §1), hidden when there is nothing to
 * choose. Plain menu items, so the menu keeps to the roles a menu may contain.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { data: languages = [] } = useQuery(siteLanguagesQuery);
  if (languages.length < 2) return null;
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <Menu.Label>{t('shell.language')}</Menu.Label>
      {languages.map(({ code, title }) => (
        <Menu.Item
          key={code}
          lang={code}
          closeMenuOnClick={false}
          aria-current={code === current ? 'true' : undefined}
          leftSection={<IconLanguage size={18} opacity={code === current ? 1 : 0.4} />}
          rightSection={code === current ? <IconCheck size={16} color="var(--mantine-primary-color-filled)" /> : null}
          onClick={() => {
            changeLanguage(code);
            emitModalAction('LANGUAGE');
          }}
        >
          {title}
        </Menu.Item>
      ))}
    </>
  );
}
