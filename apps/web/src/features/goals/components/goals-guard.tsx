import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouterState } from '@tanstack/react-router';
import { paths } from '../../../shared/config/paths';
import {
  FLAG_INDIVIDUAL_TRAJECTORY,
  FLAG_NEW_STUDENT_GOALS,
  FLAG_PERSONAL_DATA_ONBOARDING,
} from '../../../shared/flags/flag-names';
import { chooseSlot } from '../../../shared/flags/slot-choice';
import { useFlag, useFlagsReady } from '../../../shared/flags/use-flag';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { statusesQuery } from '../../../shared/profile/profile-queries';
import { checksGoals, goalsPrompt, guardTarget, ignoresOnboarding } from '../lib/guard-rules';
import { goalsQuery } from '../lib/goals-query';
import { openProgramModal, useProgramModal } from '../lib/program-modal-store';

// The modal, its sliders and its API calls load only when it opens (issue 8: home's first visit).
const IndividualProgramModal = lazyComponent(() => import('./individual-program-modal'), 'IndividualProgramModal');

const isOn = (value: unknown) => chooseSlot(value).kind === 'on';

// The route the student was on before, across layouts (the payment success page has its own).
let previousRoute: string | undefined;

/** Spec 1 §4 route guards of a student, run by the shell on every page with a header. */
export function GoalsGuard({
  routeName,
  ignoreOnboarding,
}: {
  routeName: string | undefined;
  ignoreOnboarding?: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flagsReady = useFlagsReady();
  const individualTrajectory = isOn(useFlag(FLAG_INDIVIDUAL_TRAJECTORY));
  const personalDataOnboarding = isOn(useFlag(FLAG_PERSONAL_DATA_ONBOARDING));
  const newStudentGoals = isOn(useFlag(FLAG_NEW_STUDENT_GOALS));
  const route = {
    name: routeName,
    ignoresOnboarding: ignoreOnboarding,
    search: location.search as Record<string, unknown>,
  };
  const guarded = !ignoresOnboarding(route);
  const statuses = useQuery({ ...statusesQuery, enabled: guarded });
  const modal = useProgramModal();
  const settled = statuses.isSuccess || statuses.isError;

  // The location moves at once while the matched route (its name) follows when it has loaded: a
  // guard decides on a settled page only, so it never redirects from the page it redirected to.
  const settledPage = useRouterState({ select: (state) => state.resolvedLocation?.href === state.location.href });
  useEffect(() => {
    if (!guarded || !flagsReady || !settled || !settledPage) return;
    const target = guardTarget(statuses.data ?? null, route, { individualTrajectory, personalDataOnboarding });
    if (target === 'unexpected') void navigate({ to: paths.unexpected, replace: true });
    if (target === 'onboarding')
      void navigate({ to: paths.onboarding, search: { redirect: location.href }, replace: true });
    if (target === 'goals') void navigate({ to: paths.goals, search: { redirect: location.href }, replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once per settled page and statuses answer
  }, [
    guarded,
    flagsReady,
    settled,
    settledPage,
    statuses.data,
    routeName,
    individualTrajectory,
    personalDataOnboarding,
  ]);

  // After payment success or on entering the homework list the goals are fetched (spec 1 §4).
  useEffect(() => {
    if (!flagsReady) return;
    const from = previousRoute;
    previousRoute = routeName;
    if (!individualTrajectory || !checksGoals(from, routeName)) return;
    queryClient.fetchQuery({ ...goalsQuery, staleTime: 0 }).then(
      (goals) => {
        const prompt = goalsPrompt(goals, newStudentGoals);
        if (prompt === 'modal') openProgramModal();
        if (prompt === 'onboarding') void navigate({ to: paths.onboarding, search: { redirect: location.href } });
      },
      // Spec 1 §8: a goals fetch failure is silent.
      (error: unknown) => console.warn('goals fetch failed', error),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per route change
  }, [routeName, flagsReady, individualTrajectory]);

  return modal.open ? <IndividualProgramModal /> : null;
}
