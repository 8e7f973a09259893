import { useMemo } from 'react';
import { Loader } from '@mantine/core';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { AuthScreen } from '../../../shared/ui/auth-screen';
import { LoginFailed } from '../components/login-failed';
import { useVkIdLogin } from '../hooks/use-vk-id-login';
import { useVkIdConnect } from '../hooks/use-vk-id-connect';
import { readVkIdAnswer, type VkIdAnswer } from '../lib/vk-id-answer';
import { retryLoginHref } from '../lib/retry-href';
import '../i18n';

const route = getRouteApi(paths.vkIdCallback);

/** Spec 1 §2 VkIdCallback (/vk-id-callback/{type?}): `type` may only be 'connect'. */
export function VkIdCallbackPage() {
  const { type } = route.useParams();
  const search = route.useSearch();
  const answer = useMemo(() => readVkIdAnswer(search), [search]);
  if (type !== undefined && type !== 'connect') return <Navigate to={paths.notFound} replace />;
  if (type === 'connect') return <VkIdConnect answer={answer} />;
  return <VkIdCallback answer={answer} />;
}

function VkIdConnect({ answer }: { answer: VkIdAnswer }) {
  const { t } = useTranslation();
  const failure = useVkIdConnect(answer);
  if (!failure) return <AuthScreen title={t('auth.vk.connecting')} icon={<Loader />} />;
  return <LoginFailed description={failure} retryHref={paths.profile} />;
}

function VkIdCallback({ answer }: { answer: VkIdAnswer }) {
  const { t } = useTranslation();
  const state = useVkIdLogin(answer);
  if (state.status === 'pending') return <AuthScreen title={t('auth.vk.signingIn')} icon={<Loader />} />;
  const description = state.message ?? (state.reason === 'stale' ? t('auth.vk.staleAnswer') : t('auth.vk.failedText'));
  return <LoginFailed description={description} retryHref={retryLoginHref(state.client)} />;
}
