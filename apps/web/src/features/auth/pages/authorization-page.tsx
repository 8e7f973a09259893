import { useEffect } from 'react';
import { Button, Loader } from '@mantine/core';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { identityHref, paths, safeRedirectPath } from '../../../shared/config/paths';
import { browserLocation } from '../../../shared/lib/browser-location';
import { homeOf } from '../../../shared/session/home-path';
import { useUser } from '../../../shared/session/session-store';
import { AuthScreen } from '../../../shared/ui/auth-screen';
import '../i18n';

const route = getRouteApi(paths.login);

/**
 * Spec 1 §2 Authorization (/login, query redirect): a signed-in user is sent home;
 * a guest goes to the identity login, which returns to `redirect` with a one-time code.
 */
export function AuthorizationPage() {
  const { t } = useTranslation();
  const user = useUser();
  const { redirect } = route.useSearch();
  const href = identityHref('login', safeRedirectPath(redirect, '/'));

  useEffect(() => {
    if (!user) browserLocation.replace(href);
  }, [user, href]);

  if (user) return <Navigate to={homeOf(user.role)} replace />;
  return (
    <AuthScreen title={t('auth.redirecting.title')} description={t('auth.redirecting.description')} icon={<Loader />}>
      <Button component="a" href={href} size="md" fullWidth>
        {t('auth.redirecting.button')}
      </Button>
    </AuthScreen>
  );
}
