import { notifications } from '@mantine/notifications';
import { contract, type AppSettings } from '@school/contract';
import { call, setSessionErrorHandler } from '../shared/api/client';
import { queryClient } from '../shared/api/query-client';
import { setAppSettings } from '../shared/config/app-settings';
import { paths } from '../shared/config/paths';
import { clearLocalSession, startSession } from '../shared/session/session';
import { reloadOnForeignRefreshChange } from '../shared/session/token-store';
import { router } from './router/router';

const OFFLINE_SETTINGS: AppSettings = {
  variant: 'RU',
  productName: 'Вектор',
  timeZone: 'Europe/Moscow',
  timeZoneLabel: 'МСК',
  currency: 'RUB',
  locale: 'ru-RU',
  supportPhone: '',
  flagsClientKey: 'sdk-web',
};

/** Spec 1 §4: an expired session clears everything and goes to Authorization with a way back. */
function onSessionError(message: string): void {
  clearLocalSession();
  queryClient.clear();
  notifications.show({ color: 'red', message });
  const back = router.state.location.href;
  void router.navigate({ to: paths.login, search: { redirect: back }, replace: true });
}

/** Everything that must be known before the first render: settings, then the session. */
export async function bootstrap(): Promise<void> {
  let serverDown = false;
  setAppSettings(
    await call(contract.settings.app).catch(() => {
      serverDown = true;
      return OFFLINE_SETTINGS;
    }),
  );
  if (!serverDown) await startSession();
  setSessionErrorHandler(onSessionError);
  reloadOnForeignRefreshChange();
  if (serverDown) await router.navigate({ to: paths.serverNotResponding, replace: true });
}
