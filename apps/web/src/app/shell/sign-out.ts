import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../shared/config/paths';
import { logout } from '../../shared/session/session';

interface SignOutDeps {
  queryClient: QueryClient;
  navigate: (options: { to: string; replace: boolean }) => unknown;
}

/**
 * Spec 1 §4: logout resets every store and goes to Authorization even if the call fails,
 * so a failure here is only logged.
 */
export async function signOut({ queryClient, navigate }: SignOutDeps): Promise<void> {
  try {
    await logout();
  } catch (error) {
    console.warn('Logout failed', error);
  }
  queryClient.clear();
  await navigate({ to: paths.login, replace: true });
}
