import { useMemo } from 'react';
import { appSettings } from '../../shared/config/app-settings';
import { useFlag } from '../../shared/flags/use-flag';
import { useUser } from '../../shared/session/session-store';
import type { MenuContext } from './menu-visibility';
import { SHELL_FLAGS } from './shell-flags';

/** Who is looking at the menus: role, variant and the flags the menus name (spec 3 §6). */
export function useMenuContext(): MenuContext {
  const role = useUser()?.role ?? 'GUEST';
  const scheduleSlots = useFlag(SHELL_FLAGS.scheduleSlots);
  const referral = useFlag(SHELL_FLAGS.referral);
  const newStudentGoals = useFlag(SHELL_FLAGS.newStudentGoals);
  return useMemo(
    () => ({
      role,
      variant: appSettings().variant,
      flags: {
        [SHELL_FLAGS.scheduleSlots]: scheduleSlots,
        [SHELL_FLAGS.referral]: referral,
        [SHELL_FLAGS.newStudentGoals]: newStudentGoals,
      },
    }),
    [role, scheduleSlots, referral, newStudentGoals],
  );
}
