import { homeworkListHref, paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page, searchPage } from './page-route';
import { oneOf, positiveInt, searchSchema } from './search';

const STUDENT = ['STUDENT_ROLE'] as const;
const LIST = [{ title: 'routes.homeworkList', to: homeworkListHref }];

/** Issue 10: the student's homework screens (spec 2 §2 routes). */
export const homeworkRoutes = [
  searchPage({
    path: paths.homeworkList,
    name: 'HomeworkList',
    title: 'routes.homeworkList',
    roles: STUDENT,
    layout: 'main',
    // The filters live in the query (spec 2 §2 {params*}), literal lists: the route table loads no contract.
    validateSearch: searchSchema({
      subject: positiveInt,
      status: oneOf(['todo', 'checking', 'checked', 'expired']),
      deadline: oneOf(['week', 'month', 'overdue']),
      page: positiveInt,
    }),
    component: lazyPage(() => import('../../features/homework/pages/homework-list-page'), 'HomeworkListPage'),
  }),
  page({
    path: paths.homework,
    name: 'Homework',
    hideSupportButton: true,
    title: 'routes.homework',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: LIST,
    component: lazyPage(() => import('../../features/homework/pages/homework-page'), 'HomeworkPage'),
  }),
  page({
    path: paths.homeworkCompleted,
    name: 'HomeworkCompleted',
    title: 'routes.homeworkCompleted',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: LIST,
    component: lazyPage(() => import('../../features/homework/pages/completed-page'), 'CompletedPage'),
  }),
  page({
    path: paths.homeworkWorkOnBugs,
    name: 'HomeworkWorkOnBugs',
    hideSupportButton: true,
    title: 'routes.homeworkWorkOnBugs',
    roles: STUDENT,
    layout: 'main',
    breadcrumbs: LIST,
    component: lazyPage(() => import('../../features/homework/pages/work-on-bugs-page'), 'WorkOnBugsPage'),
  }),
  page({
    path: paths.homeworkPrint,
    name: 'HomeworkPrint',
    title: 'routes.homeworkPrint',
    roles: STUDENT,
    layout: 'print',
    component: lazyPage(() => import('../../features/homework/pages/print-page'), 'PrintPage'),
  }),
];
