import { useEffect } from 'react';
import { Loader } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths, safeRedirectPath } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { AuthScreen } from '../../../shared/ui/auth-screen';
import { LoginFailed } from '../components/login-failed';
import { retryLoginHref } from '../lib/retry-href';
import '../i18n';

const route = getRouteApi(paths.oauthCallback);

/**
 * Spec 1 §2 OauthCallback: the identity pages send the user here with a one-time
 * code, which the session start (spec 1 §4) has already exchanged before render.
 */
export function OauthCallbackPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const user = useUser();
  const { redirect } = route.useSearch();
  const target = safeRedirectPath(redirect);

  useEffect(() => {
    // `target` is a whole path with its own query, so it goes to history as it is.
    if (user) router.history.replace(target);
  }, [user, target, router]);

  if (user) return <AuthScreen title={t('auth.callback.signingIn')} icon={<Loader />} />;
  return <LoginFailed description={t('auth.callback.failedText')} retryHref={retryLoginHref(null, target)} />;
}
