import { Alert } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths, webClientSearch } from '../../../shared/config/paths';
import { AuthScreenIcon } from '../../../shared/ui/auth-screen';
import { IdentityScreen } from './identity-screen';
import { ButtonLink } from '../../../shared/ui/router-link';
import { CLIENT_ID_MISSING, type ClientContextError } from '../lib/client-context';
import '../i18n';

type IdentityPage = keyof typeof paths.identity;

/**
 * Spec 1 §5: an identity page without a valid client cannot send the user anywhere. Opened with no
 * client at all (a bookmarked /id/login), it works for this app instead (issue 8): the login page
 * goes to the app's own sign-in, the others reopen with the app as their client. A wrong redirect
 * says why, in the interface language, with the way to sign in.
 */
export function ClientErrorScreen({ error, page }: { error: ClientContextError; page: IdentityPage }) {
  const { t } = useTranslation();
  if (error === CLIENT_ID_MISSING) {
    if (page === 'login') return <Navigate to={paths.login} replace />;
    return <Navigate to={paths.identity[page]} search={(prev) => ({ ...prev, ...webClientSearch() })} replace />;
  }
  return (
    <IdentityScreen
      title={t('identity.clientError.title')}
      description={t('identity.clientError.description')}
      icon={
        <AuthScreenIcon color="red">
          <IconLinkOff size={32} />
        </AuthScreenIcon>
      }
    >
      <Alert color="red" variant="light" role="alert">
        {t(error)}
      </Alert>
      <ButtonLink to={paths.login} size="md" fullWidth>
        {t('identity.clientError.signIn')}
      </ButtonLink>
    </IdentityScreen>
  );
}
