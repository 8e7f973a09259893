import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths';

/** Spec 3 §2: a guest gets a login-or-register button in the header. */
export function GuestLoginButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.login} leftSection={<IconLogin2 size={18} />} radius="xl">
      {t('shell.loginOrRegister')}
    </Button>
  );
}
