import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../shared/config/app-settings';
import { paths } from '../../shared/config/paths';

function LogoMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden>
      <path d="M4 18 L12 5 L20 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="12" cy="16" r="2.2" fill="currentColor" />
    </svg>
  );
}

/** The product's mark and name; leads to the role's start page through the root redirect. */
export function HeaderLogo() {
  const { t } = useTranslation();
  const { productName } = appSettings();
  return (
    <UnstyledButton
      component={Link}
      to={paths.root}
      aria-label={`${productName} — ${t('shell.toHome')}`}
      style={{ borderRadius: 8 }}
    >
      <Group gap={10} wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="gradient" gradient={{ from: 'violet.6', to: 'grape.5', deg: 135 }}>
          <LogoMark />
        </ThemeIcon>
        <Text fw={800} fz={20} lts={-0.3} visibleFrom="xs">
          {productName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
