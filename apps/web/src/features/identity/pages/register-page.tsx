import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { IdentityScreen } from '../components/identity-screen';
import { ClientErrorScreen } from '../components/client-error-screen';
import { IdentityLink } from '../components/identity-link';
import { RegisterForm } from '../components/register-form';
import { useClientContext } from '../hooks/use-client-context';
import '../i18n';

const route = getRouteApi(paths.identity.register);

/** Identity registration (spec 1 §2 auth provider path /register). */
export function IdentityRegisterPage() {
  const { t } = useTranslation();
  const context = useClientContext(route.useSearch());
  if (!context.ok) return <ClientErrorScreen error={context.error} page="register" />;
  return (
    <IdentityScreen title={t('identity.register.title')} description={t('identity.register.description')}>
      <RegisterForm client={context.client} />
      <Text ta="center" fz="sm">
        {t('identity.register.haveAccount')}{' '}
        <IdentityLink page="login" client={context.client}>
          {t('identity.register.login')}
        </IdentityLink>
      </Text>
    </IdentityScreen>
  );
}
