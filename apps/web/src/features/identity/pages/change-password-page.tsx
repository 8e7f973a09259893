import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { IdentityScreen } from '../components/identity-screen';
import { ChangePasswordForm } from '../components/change-password-form';
import { ClientErrorScreen } from '../components/client-error-screen';
import { useClientContext } from '../hooks/use-client-context';
import { clientSearch } from '../lib/client-context';
import '../i18n';

const route = getRouteApi(paths.identity.changePassword);

/** Identity change-password (spec 1 §2 auth provider path /change-password); needs a signed-in session. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const context = useClientContext(route.useSearch());
  const user = useUser();
  if (!context.ok) return <ClientErrorScreen error={context.error} page="changePassword" />;
  if (!user) return <Navigate to={paths.identity.login} search={clientSearch(context.client)} replace />;
  return (
    <IdentityScreen title={t('identity.change.title')} description={t('identity.change.description')}>
      <ChangePasswordForm client={context.client} />
    </IdentityScreen>
  );
}
