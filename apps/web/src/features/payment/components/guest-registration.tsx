import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { registrationVersion } from '../lib/registration-schemas';
import { RegistrationV2Form } from './registration-v2-form';
import { RegistrationV3Form } from './registration-v3-form';
import type { RegistrationProps } from './registration-types';
import { loginHref } from '../lib/checkout-target';
import '../i18n';

/** Spec 2 §2: a guest paying a standalone cart registers first (v3 with the phone code in KZ). */
export function GuestRegistration(props: RegistrationProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const Form = registrationVersion(appSettings().variant) === 'v3' ? RegistrationV3Form : RegistrationV2Form;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="account-title">
      <Stack gap="md">
        <div>
          <Group justify="space-between" align="baseline" gap="xs">
            <Title order={2} fz="lg" id="account-title">
              {t('payment.steps.account')}
            </Title>
            <Text size="sm">
              {t('payment.steps.haveAccount')}{' '}
              <Anchor href={loginHref(location.href)}>{t('payment.steps.login')}</Anchor>
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {t('payment.steps.accountHint')}
          </Text>
        </div>
        <Form {...props} />
      </Stack>
    </Card>
  );
}
