import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { AuthScreen } from '../../../shared/ui/auth-screen';
import { ClientErrorScreen } from '../components/client-error-screen';
import { LoginForm } from '../components/login-form';
import { useClientContext } from '../hooks/use-client-context';
import '../i18n';

const route = getRouteApi(paths.identity.login);

/** Identity login (spec 1 §2 auth provider path /login). */
export function IdentityLoginPage() {
  const { t } = useTranslation();
  const context = useClientContext(route.useSearch());
  if (!context.ok) return <ClientErrorScreen error={context.error} />;
  return (
    <AuthScreen title={t('identity.login.title')} description={t('identity.login.description')}>
      <LoginForm client={context.client} />
    </AuthScreen>
  );
}
