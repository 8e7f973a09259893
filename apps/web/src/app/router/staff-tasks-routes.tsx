import { CONTENT_STAFF } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

const tasks = () => import('../../features/staff-tasks/pages/tasks-page');
const form = () => import('../../features/staff-tasks/pages/task-form-page');

/** Issue 16: the staff console's task bank, homework builder and bulk import (docs/staff-tasks.md). */
export const staffTasksRoutes = [
  page({
    path: paths.staffTasks,
    name: 'StaffTasks',
    title: 'routes.staffTasks',
    roles: CONTENT_STAFF,
    layout: 'main',
    component: lazyPage(tasks, 'TasksPage'),
  }),
  page({
    path: paths.staffTaskNew,
    name: 'StaffTaskNew',
    title: 'routes.staffTaskNew',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.staffTasks', to: paths.staffTasks }],
    component: lazyPage(form, 'NewTaskPage'),
  }),
  page({
    path: paths.staffTaskEdit,
    name: 'StaffTaskEdit',
    title: 'routes.staffTaskEdit',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.staffTasks', to: paths.staffTasks }],
    component: lazyPage(form, 'EditTaskPage'),
  }),
  page({
    path: paths.staffHomeworkBuilder,
    name: 'StaffHomeworkBuilder',
    title: 'routes.staffHomeworkBuilder',
    roles: CONTENT_STAFF,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff-tasks/pages/homework-builder-page'), 'HomeworkBuilderPage'),
  }),
  page({
    path: paths.staffImport,
    name: 'StaffImport',
    title: 'routes.staffImport',
    roles: CONTENT_STAFF,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff-tasks/pages/import-page'), 'ImportPage'),
  }),
];
