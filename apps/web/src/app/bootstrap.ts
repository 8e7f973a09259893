import { type AppSettings } from '@school/contract';
import { contract } from '../shared/api/contract';
import { call, setSessionErrorHandler } from '../shared/api/client';
import { queryClient } from '../shared/api/query-client';
import { setAppSettings } from '../shared/config/app-settings';
import { finishStartup } from '../shared/config/startup';
import { paths } from '../shared/config/paths';
import { startPush } from '../shared/push/start-push';
import { clearLocalSession, startSession } from '../shared/session/session';
import { signInNotice } from '../shared/session/sign-in-notice';
import { reloadOnForeignRefreshChange, tokenStore } from '../shared/session/token-store';
import { router } from './router/router';
import { startAnalytics } from '../shared/analytics/analytics';
import { warmUpIntl } from './warm-up-intl';

const OFFLINE_SETTINGS: AppSettings = {
  variant: 'RU',
  productName: 'Вектор',
  timeZone: 'Europe/Moscow',
  timeZoneLabel: 'МСК',
  currency: 'RUB',
  locale: 'ru-RU',
  supportPhone: '',
  flagsClientKey: 'sdk-web',
  flagsRemoteEval: false,
};

/**
 * Spec 1 §4: an expired session clears everything and goes to Authorization with a way back; the
 * message waits for the sign-in page (spec 1 §8).
 */
function onSessionError(message: string): void {
  clearLocalSession();
  queryClient.clear();
  signInNotice.remember(message);
  const back = router.state.location.href;
  void router.navigate({ to: paths.login, search: { redirect: back }, replace: true });
}

/**
 * Everything that must be known before the first render: the deployment settings and the session
 * (spec 1 §4), asked for at the same time (issue 8: neither needs the other). Flags and analytics
 * are not waited for: they load after the first render and the app goes on without them.
 */
export async function bootstrap(): Promise<void> {
  const settings = call(contract.settings.app).then(
    (value) => ({ value, serverDown: false }),
    () => ({ value: OFFLINE_SETTINGS, serverDown: true }),
  );
  const session = startSession();
  // Once the requests are out, for a visitor with a session (the sign-in pages format no numbers):
  // the deployment's locale is not known yet; the product's default is what every variant has.
  if (tokenStore.hasTokens()) warmUpIntl(OFFLINE_SETTINGS);
  const { value, serverDown } = await settings;
  setAppSettings(value);
  await session;
  startAnalytics();
  setSessionErrorHandler(onSessionError);
  finishStartup();
  reloadOnForeignRefreshChange();
  startPush();
  if (serverDown) await router.navigate({ to: paths.serverNotResponding, replace: true });
}
