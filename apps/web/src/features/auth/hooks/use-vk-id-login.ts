import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { takeOAuthFlow } from '../../../shared/session/oauth-flow';
import { returnToClient, type IdentityClient } from '../../../shared/session/return-to-client';
import { applyLogin } from '../../../shared/session/session';
import type { VkIdAnswer } from '../lib/vk-id-answer';

export type VkIdLoginState =
  | { status: 'pending' }
  | { status: 'failed'; reason: 'stale' | 'refused'; message: string | null; client: IdentityClient | null };

/**
 * Finishes a VK ID login once: the answer must belong to the flow this tab started
 * (`state`); the code is exchanged with that flow's verifier; then the user goes
 * back to the identity client the flow remembered, or into the app.
 */
export function useVkIdLogin(answer: VkIdAnswer): VkIdLoginState {
  const navigate = useNavigate();
  const [state, setState] = useState<VkIdLoginState>({ status: 'pending' });
  // The flow is taken from storage once; a second effect run (StrictMode) must not find it gone.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { flow, stateMatches } = takeOAuthFlow(answer.state);
    if (!flow || !stateMatches || !answer.code || !answer.deviceId) {
      setState({
        status: 'failed',
        reason: stateMatches ? 'refused' : 'stale',
        message: null,
        client: flow?.client ?? null,
      });
      return;
    }
    const { code, deviceId } = answer;
    void (async () => {
      try {
        const body = {
          provider: flow.provider,
          code,
          deviceId,
          codeVerifier: flow.codeVerifier,
          redirectUri: flow.redirectUri,
        };
        applyLogin(await call(contract.auth.oauthLogin, { body }));
        if (flow.client) await returnToClient(flow.client);
        else await navigate({ to: paths.root, replace: true });
      } catch (error) {
        const message = error instanceof ApiError ? (error.general[0]?.detail ?? error.first?.detail ?? null) : null;
        setState({ status: 'failed', reason: 'refused', message, client: flow.client });
      }
    })();
  }, [answer, navigate]);

  return state;
}
