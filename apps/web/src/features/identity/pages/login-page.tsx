import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { IdentityScreen } from '../components/identity-screen';
import { ClientErrorScreen } from '../components/client-error-screen';
import { LoginForm } from '../components/login-form';
import { SignInNotice } from '../components/sign-in-notice';
import { useClientContext } from '../hooks/use-client-context';
import '../i18n';

const route = getRouteApi(paths.identity.login);

/** Identity login (spec 1 §2 auth provider path /login). */
export function IdentityLoginPage() {
  const { t } = useTranslation();
  const context = useClientContext(route.useSearch());
  if (!context.ok) return <ClientErrorScreen error={context.error} page="login" />;
  return (
    <IdentityScreen title={t('identity.login.title')} description={t('identity.login.description')}>
      <SignInNotice />
      <LoginForm client={context.client} />
    </IdentityScreen>
  );
}
