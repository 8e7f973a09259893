import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { searchPage } from './page-route';
import { flag, searchSchema, string } from './search';

const STUDENT = ['STUDENT_ROLE'] as const;
/** Each screen takes the student back to `redirect` when done (spec 1 §4 "with a redirect query"). */
const goalsSearch = searchSchema({ redirect: string, skipProgramChoice: flag });
const GOALS = [{ title: 'routes.goals', to: paths.goals }];
const goalsPage = (name: 'StudentGoalsPage' | 'StudentGoalsSelectionPage' | 'ClassTypeSelectPage' | 'OnboardingPage') =>
  lazyPage(() => import('../../features/goals/pages/goals-pages'), name);

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
    validateSearch: goalsSearch,
    component: goalsPage('StudentGoalsPage'),
  }),
  searchPage({
    path: paths.goalsSelection,
    name: 'StudentGoalsSelection',
    title: 'routes.goals',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: GOALS,
    validateSearch: goalsSearch,
    component: goalsPage('StudentGoalsSelectionPage'),
  }),
  searchPage({
    path: paths.classTypeSelect,
    name: 'StudentClassTypeSelect',
    title: 'routes.goals',
    roles: STUDENT,
    layout: 'header-only',
    validateSearch: goalsSearch,
    component: goalsPage('ClassTypeSelectPage'),
  }),
  searchPage({
    path: paths.onboarding,
    name: 'StudentOnboarding',
    title: 'routes.goals',
    roles: STUDENT,
    layout: 'header-only',
    validateSearch: goalsSearch,
    component: goalsPage('OnboardingPage'),
  }),
];
