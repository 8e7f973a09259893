import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { siteLanguagesQuery } from '../i18n/site-languages';

/**
 * The languages the app speaks, shown until the server's list (spec 1 §1) arrives — so the row does
 * not appear late and shift the page — and if it cannot be loaded.
 */
const KNOWN_LANGUAGES: SiteLanguage[] = [
  { code: 'ru', title: 'Русский' },
  { code: 'kk', title: 'Қазақша' },
  { code: 'en', title: 'English' },
];

/** The interface language as a row of buttons, for pages without the app's menus (the sign-in pages). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const { data: languages = KNOWN_LANGUAGES } = useQuery(siteLanguagesQuery);
  if (languages.length < 2) return null;
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Group component="nav" aria-label={t('common.language')} gap={4} justify="center">
      {languages.map(({ code, title }) => (
        <Button
          key={code}
          lang={code}
          size="compact-sm"
          radius="xl"
          variant={code === current ? 'light' : 'subtle'}
          color={code === current ? undefined : 'gray'}
          aria-pressed={code === current}
          onClick={() => changeLanguage(code)}
        >
          {title}
        </Button>
      ))}
    </Group>
  );
}
