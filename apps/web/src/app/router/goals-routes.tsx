import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { searchPage } from './page-route';
import { flag, searchSchema, string } from './search';

const STUDENT = ['STUDENT_ROLE'] as const;
/** Each screen takes the student back to `redirect` when done (spec 1 §4 "with a redirect query"). */
const goalsSearch = searchSchema({ redirect: string, skipProgramChoice: flag });
const GOALS = [{ title: 'routes.goals', to: paths.goals }];

/**
 * Issue 13: goals and onboarding (spec 1 §2). The names are the spec's: the start-up queue and the
 * guards skip these routes by name (startup-queue.ts, goals guard-rules.ts).
 */
export const goalsRoutes = [
  searchPage({
    path: paths.goals,
    name: 'StudentGoals',
    title: 'routes.goals',
    roles: STUDENT,
    layout: 'main',
    ignoreOnboarding: true,
    validateSearch: goalsSearch,
    component: lazyPage(() => import('../../features/goals/pages/student-goals-page'), 'StudentGoalsPage'),
  }),
  searchPage({
    path: paths.goalsSelection,
    name: 'StudentGoalsSelection',
    title: 'routes.goalsSelection',
    roles: STUDENT,
    layout: 'main',
    ignoreOnboarding: true,
    breadcrumbs: GOALS,
    validateSearch: goalsSearch,
    component: lazyPage(
      () => import('../../features/goals/pages/student-goals-selection-page'),
      'StudentGoalsSelectionPage',
    ),
  }),
  searchPage({
    path: paths.classTypeSelect,
    name: 'StudentClassTypeSelect',
    title: 'routes.classTypeSelect',
    roles: STUDENT,
    layout: 'header-only',
    ignoreOnboarding: true,
    validateSearch: goalsSearch,
    component: lazyPage(() => import('../../features/goals/pages/class-type-select-page'), 'ClassTypeSelectPage'),
  }),
  searchPage({
    path: paths.onboarding,
    name: 'StudentOnboarding',
    title: 'routes.onboarding',
    roles: STUDENT,
    layout: 'header-only',
    ignoreOnboarding: true,
    validateSearch: goalsSearch,
    component: lazyPage(() => import('../../features/goals/pages/onboarding-page'), 'OnboardingPage'),
  }),
];
