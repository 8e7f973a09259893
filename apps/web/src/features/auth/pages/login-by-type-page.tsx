import { useEffect, useRef, useState } from 'react';
import { Loader } from '@mantine/core';
import { getRouteApi, Navigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';
import { paths, safeRedirectPath } from '../../../shared/config/paths';
import { applyLogin } from '../../../shared/session/session';
import { AuthScreen } from '../../../shared/ui/auth-screen';
import { LoginFailed } from '../components/login-failed';
import { retryLoginHref } from '../lib/retry-href';
import '../i18n';

const route = getRouteApi(paths.loginByType);

/** The sign-in types this route takes (spec 1 §3 login types; the others have routes of their own). */
const TYPES = ['dec'] as const;

/**
 * Spec 1 §2 AuthorizationByType, type `dec` (spec 1 §3 dec-token, §7 POST /v1/dec/login/): a sister
 * platform sends the user here with a token it signed (`dec_token`, docs/flags.md "dec sign-in"); the token signs them in (replacing whoever was
 * signed in on this browser) and they go on to `redirect`, or home. The token leaves the address bar.
 */
export function LoginByTypePage() {
  const { type } = route.useParams();
  if (!(TYPES as readonly string[]).includes(type)) return <Navigate to={paths.notFound} replace />;
  return <DecLogin />;
}

function DecLogin() {
  const { t } = useTranslation();
  const router = useRouter();
  const { dec_token: token, redirect } = route.useSearch();
  const target = safeRedirectPath(redirect);
  const [failure, setFailure] = useState<string | null>(null);
  // One token, one attempt (StrictMode runs effects twice).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setFailure(t('auth.dec.failedText'));
      return;
    }
    void (async () => {
      try {
        applyLogin(await call(contract.auth.decLogin, { body: { token } }));
        router.history.replace(target);
      } catch (error) {
        console.warn('dec-token sign-in failed', error);
        const detail = error instanceof ApiError ? (error.general[0]?.detail ?? error.first?.detail) : undefined;
        setFailure(detail ?? t('auth.dec.failedText'));
        // The refused token is of no use any more: out of the address bar and the history.
        router.history.replace(router.buildLocation({ to: paths.loginByType, params: { type: 'dec' } }).href);
      }
    })();
  }, [token, target, router, t]);

  if (!failure) return <AuthScreen title={t('auth.dec.signingIn')} icon={<Loader />} />;
  return <LoginFailed description={failure} retryHref={retryLoginHref(null, target)} />;
}
