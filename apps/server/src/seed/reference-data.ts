import type { SysCourseType } from '@school/contract';

/** Reference data every deployment starts with: languages, years, subjects, flags, documents. */
export const SITE_LANGUAGES = [
  { code: 'ru', title: 'Русский', sortOrder: 1 },
  { code: 'kk', title: 'Қазақша', sortOrder: 2 },
  { code: 'en', title: 'English', sortOrder: 3 },
];

export const CLASS_YEARS = [
  { title: '9 класс', value: 9 },
  { title: '10 класс', value: 10 },
  { title: '11 класс', value: 11 },
];

export const CLASS_TYPES = [
  { title: 'Математика', colorBase: '#7048e8', colorToxic: '#9775fa', years: [9, 10, 11] },
  { title: 'Русский язык', colorBase: '#e8590c', colorToxic: '#ff922b', years: [9, 10, 11] },
  { title: 'Физика', colorBase: '#1c7ed6', colorToxic: '#4dabf7', years: [9, 10, 11] },
  { title: 'Обществознание', colorBase: '#2f9e44', colorToxic: '#69db7c', years: [9, 11] },
  { title: 'Информатика', colorBase: '#0c8599', colorToxic: '#3bc9db', years: [9, 11] },
];

/**
 * Goal sliders per subject and class year (spec 1 §3 goalSettings): ЕГЭ (10–11) in test points
 * out of 100, ОГЭ (9) in the primary points of its FIPI specification; the default is a solid
 * result a student can raise or lower.
 */
const GOAL_SCALES: Record<string, { oge: [max: number, goal: number]; ege: number }> = {
  Математика: { oge: [31, 20], ege: 70 },
  'Русский язык': { oge: [33, 26], ege: 80 },
  Физика: { oge: [45, 30], ege: 65 },
  Обществознание: { oge: [37, 27], ege: 70 },
  Информатика: { oge: [19, 12], ege: 75 },
};
export const GOAL_SETTINGS = CLASS_TYPES.flatMap(({ title, years }) => {
  const scale = GOAL_SCALES[title];
  if (!scale) return [];
  const [ogeMax, ogeGoal] = scale.oge;
  return years.map((classYear) =>
    classYear === 9
      ? { classType: title, classYear, maxPoints: ogeMax, step: 1, defaultPoints: ogeGoal }
      : { classType: title, classYear, maxPoints: 100, step: 1, defaultPoints: scale.ege },
  );
});

/** Levels of experience and their titles (docs/rewards.md "Levels"): the threshold starts the level. */
export const LEVELS = [
  { level: 1, title: 'Новичок', threshold: 0 },
  { level: 2, title: 'Ученик', threshold: 300 },
  { level: 3, title: 'Знаток', threshold: 800 },
  { level: 4, title: 'Отличник', threshold: 1500 },
  { level: 5, title: 'Эксперт', threshold: 3000 },
  { level: 6, title: 'Мастер', threshold: 5000 },
  { level: 7, title: 'Легенда', threshold: 8000 },
];

/** System course types of spec 2 §3 (docs/domain.md): code and Russian title. */
export const COURSE_TYPES: { code: SysCourseType; title: string }[] = [
  { code: 'master_group', title: 'Мастер-группа' },
  { code: 'individual', title: 'Индивидуальные занятия' },
  { code: 'predbannik', title: 'Предбанник' },
  { code: 'flash', title: 'Флеш-курс' },
  { code: 'course', title: 'Курс' },
  { code: 'ruletka', title: 'Рулетка' },
  { code: 'olimpiada', title: 'Олимпиадная подготовка' },
  { code: 'middle', title: 'Средняя школа' },
];

export const PUBLIC_DOCUMENTS = {
  termsOfUse: '/docs/terms-of-use.html',
  politics: '/docs/privacy-policy.html',
  oferta: '/docs/public-offer.html',
  apartmentLottery: '/docs/apartment-lottery.html',
  mailing: '/docs/mailing-consent.html',
};

/** Spec 1 §1 and §9 flags, with the values a fresh deployment runs with. */
export const FEATURE_FLAGS: { key: string; defaultValue: unknown; description: string }[] = [
  { key: 'student-activity', defaultValue: true, description: 'Home page streak widget' },
  // Issue 13 (docs/goals-screens.md "Flags"): the individual program and the personal-data
  // onboarding exist, so a fresh deployment runs them; goals through the onboarding route is the
  // variant still being tried, off until chosen.
  { key: 'individual-trajectory', defaultValue: true, description: 'Onboarding guard of the individual program' },
  { key: 'personal-data-onboarding', defaultValue: true, description: 'Personal data step of onboarding' },
  { key: 'new-student-goals', defaultValue: false, description: 'Goals go through the onboarding route' },
  { key: 'documents-in-profile', defaultValue: true, description: 'Documents section in the profile' },
  { key: 'nickname', defaultValue: false, description: 'Chat nicknames' },
  { key: 'schedule-slots', defaultValue: false, description: 'Tutor schedule of slots' },
  { key: 'student-menu-purchases', defaultValue: true, description: 'Products-of-month block in the sidebar' },
  { key: 'collecting-points', defaultValue: true, description: 'Results button in the student header' },
  { key: 'referral-program', defaultValue: true, description: 'Invite a friend menu item' },
  { key: 'site-4153', defaultValue: false, description: 'Send CPA markers' },
  { key: 'home-greeting', defaultValue: 'default', description: 'Experiment: greeting block on the home page' },
];

/** The home banner leads to the schedule, where the trial exam is (issue 8: not to /home, the page it is on). */
export const BANNERS = [
  {
    seedKey: 'trial-exam',
    title: 'Пробный экзамен в субботу',
    text: 'Проверь себя в формате настоящего экзамена и получи разбор ошибок.',
    link: '/schedule/month',
    linkText: 'Открыть расписание',
    color: 'violet',
  },
];

/** What the first seeds wrote for that banner, replaced where nobody has edited it since. */
export const OLD_BANNER_LINK = { seedKey: 'trial-exam', link: '/home' };
