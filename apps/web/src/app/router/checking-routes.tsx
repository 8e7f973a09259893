import { paths } from '../../shared/config/paths';
import { CHECKER_ROLES } from '../../shared/session/checker-roles';
import { lazyPage } from './lazy-page';
import { searchPage } from './page-route';
import { positiveInt, searchSchema } from './search';

/** The queue's filters; a submission keeps them, so "next" stays within the same subject and homework. */
const queueSearch = searchSchema({ subject: positiveInt, homework: positiveInt, page: positiveInt });
const submissionSearch = searchSchema({ subject: positiveInt, homework: positiveInt });

/** Issue 10: curators and teachers check homework (docs/homework.md, "Checking screens"). */
export const checkingRoutes = [
  searchPage({
    path: paths.checking,
    name: 'HomeworkChecking',
    title: 'routes.checking',
    roles: CHECKER_ROLES,
    layout: 'main',
    validateSearch: queueSearch,
    component: lazyPage(
      () => import('../../features/homework-checking/pages/checking-queue-page'),
      'CheckingQueuePage',
    ),
  }),
  searchPage({
    path: paths.checkingSubmission,
    name: 'HomeworkCheckingSubmission',
    title: 'routes.checkingSubmission',
    roles: CHECKER_ROLES,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.checking', to: paths.checking }],
    validateSearch: submissionSearch,
    component: lazyPage(
      () => import('../../features/homework-checking/pages/checking-submission-page'),
      'CheckingSubmissionPage',
    ),
  }),
];
