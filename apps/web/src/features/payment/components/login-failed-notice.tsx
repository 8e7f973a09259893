import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loginHref } from '../lib/checkout-target';
import '../i18n';

/** Spec 2 §4: the account exists but the login with its tokens failed — said on its own, with a way in. */
export function LoginFailedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertCircle />}
      title={t('payment.loginFailed.title')}
      role="alert"
    >
      <Text size="sm">
        {t('payment.loginFailed.text')}{' '}
        <Anchor href={loginHref(location.href)} inherit>
          {t('payment.loginFailed.action')}
        </Anchor>
      </Text>
    </Alert>
  );
}
