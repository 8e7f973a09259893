import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { storeProfile } from '../../../shared/profile/profile-queries';
import { takeOAuthFlow } from '../../../shared/session/oauth-flow';
import type { VkIdAnswer } from '../lib/vk-id-answer';

/**
 * Spec 1 §2 /vk-id-callback/connect: the VK ID answer of a flow this tab started is linked to the
 * signed-in student (`POST /v2/core/connect/vk/`), who goes back to the profile. On failure the
 * spec 3 §8 text: 'error has occurred connecting' plus the service name.
 */
export function useVkIdConnect(answer: VkIdAnswer): string | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const failed = t('error has occurred connecting', { service: 'ВКонтакте' });
    const { flow, stateMatches } = takeOAuthFlow(answer.state);
    if (!flow || !stateMatches || !answer.code || !answer.deviceId) {
      setFailure(failed);
      return;
    }
    const body = {
      code: answer.code,
      deviceId: answer.deviceId,
      codeVerifier: flow.codeVerifier,
      redirectUri: flow.redirectUri,
    };
    void call(contract.profile.connectVk, { body })
      .then((profile) => {
        storeProfile(queryClient, profile);
        return navigate({ to: paths.profile, replace: true });
      })
      .catch(() => setFailure(failed));
  }, [answer, navigate, queryClient, t]);

  return failure;
}
