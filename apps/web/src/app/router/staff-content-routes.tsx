import { CONTENT_STAFF } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page, searchPage } from './page-route';
import { positiveInt, searchSchema } from './search';

const lesson = () => import('../../features/staff-content/pages/lesson-page');
const home = { title: 'routes.staffContent', to: paths.staffContent } as const;
const courseSearch = searchSchema({ course: positiveInt });

/** Issue 16: the staff console's content area — subjects, courses, lessons,
 * theory for tutors, memory-card decks (docs/staff-content.md). */
export const staffContentRoutes = [
  page({
    path: paths.staffContent,
    name: 'StaffContent',
    title: 'routes.staffContent',
    roles: CONTENT_STAFF,
    layout: 'main',
    component: lazyPage(() => import('../../features/staff-content/pages/content-home-page'), 'ContentHomePage'),
  }),
  page({
    path: paths.staffSubjects,
    name: 'StaffSubjects',
    title: 'routes.staffSubjects',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home],
    component: lazyPage(() => import('../../features/staff-content/pages/subjects-page'), 'SubjectsPage'),
  }),
  page({
    path: paths.staffCourses,
    name: 'StaffCourses',
    title: 'routes.staffCourses',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home],
    component: lazyPage(() => import('../../features/staff-content/pages/courses-page'), 'CoursesPage'),
  }),
  page({
    path: paths.staffCourse,
    name: 'StaffCourse',
    title: 'routes.staffCourse',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home, { title: 'routes.staffCourses', to: paths.staffCourses }],
    component: lazyPage(() => import('../../features/staff-content/pages/course-page'), 'CoursePage'),
  }),
  searchPage({
    path: paths.staffLessons,
    name: 'StaffLessons',
    title: 'routes.staffLessons',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home],
    validateSearch: courseSearch,
    component: lazyPage(() => import('../../features/staff-content/pages/lessons-page'), 'LessonsPage'),
  }),
  searchPage({
    path: paths.staffLessonNew,
    name: 'StaffLessonNew',
    title: 'routes.staffLessonNew',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home, { title: 'routes.staffLessons', to: paths.staffLessons }],
    validateSearch: courseSearch,
    component: lazyPage(lesson, 'NewLessonPage'),
  }),
  page({
    path: paths.staffLesson,
    name: 'StaffLesson',
    title: 'routes.staffLesson',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home, { title: 'routes.staffLessons', to: paths.staffLessons }],
    component: lazyPage(lesson, 'LessonPage'),
  }),
  page({
    path: paths.staffTheory,
    name: 'StaffTheory',
    title: 'routes.staffTheory',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home],
    component: lazyPage(() => import('../../features/staff-content/pages/theory-page'), 'TheoryPage'),
  }),
  page({
    path: paths.staffTheoryTopic,
    name: 'StaffTheoryTopic',
    title: 'routes.staffTheoryTopic',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home, { title: 'routes.staffTheory', to: paths.staffTheory }],
    component: lazyPage(() => import('../../features/staff-content/pages/theory-topic-page'), 'TheoryTopicPage'),
  }),
  page({
    path: paths.staffDecks,
    name: 'StaffDecks',
    title: 'routes.staffDecks',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home],
    component: lazyPage(() => import('../../features/staff-content/pages/decks-page'), 'DecksPage'),
  }),
  page({
    path: paths.staffDeck,
    name: 'StaffDeck',
    title: 'routes.staffDeck',
    roles: CONTENT_STAFF,
    layout: 'main',
    breadcrumbs: [home, { title: 'routes.staffDecks', to: paths.staffDecks }],
    component: lazyPage(() => import('../../features/staff-content/pages/deck-page'), 'DeckPage'),
  }),
];
