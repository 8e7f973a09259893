import type { HomeworkStatus, SysCourseType } from '@school/contract';

/** Demo content of docs/domain.md "Demo content": teachers, programmes and their lessons. */

export const DEMO_STUDENT_EMAIL = 'student@example.com';
export const SAMPLE_VIDEO = '/media/sample-lesson.webm';
export const SAMPLE_VIDEO_LENGTH = 72;
export const DEMO_TIME_ZONE = 'Europe/Moscow';

export const DEMO_TEACHERS = [
  {
    key: 'petrova',
    fullName: 'Анна Викторовна Петрова',
    subject: 'Математика',
    description: 'Эксперт ЕГЭ по математике, 12 лет готовит к профильному уровню.',
    stats: [
      { value: '92', description: 'средний балл учеников' },
      { value: '1 200+', description: 'выпускников' },
    ],
  },
  {
    key: 'orlov',
    fullName: 'Дмитрий Сергеевич Орлов',
    subject: 'Физика',
    description: 'Кандидат физико-математических наук, автор задачников для подготовки к ЕГЭ.',
    stats: [{ value: '87', description: 'средний балл учеников' }],
  },
  {
    key: 'volkova',
    fullName: 'Екатерина Андреевна Волкова',
    subject: 'Русский язык',
    description: 'Эксперт по проверке сочинений, учитель высшей категории.',
    stats: [{ value: '95', description: 'средний балл за сочинение' }],
  },
  {
    key: 'solovyov',
    fullName: 'Михаил Игоревич Соловьёв',
    subject: 'Математика',
    description: 'Ведёт индивидуальные занятия по профильной математике и олимпиадной подготовке.',
    stats: [{ value: '300+', description: 'индивидуальных учеников' }],
  },
  {
    key: 'belova',
    fullName: 'Ольга Николаевна Белова',
    subject: 'Обществознание',
    description: 'Эксперт ЕГЭ по обществознанию.',
    stats: [],
  },
] as const;

export type TeacherKey = (typeof DEMO_TEACHERS)[number]['key'];

export const MONTH_TITLES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];

export const TAGS = {
  webinar: { title: 'Вебинар', color: 'violet' },
  practice: { title: 'Практикум', color: 'teal' },
  review: { title: 'Разбор ДЗ', color: 'orange' },
} as const;

export type HomeworkPlan = HomeworkStatus | 'NO_SUBMISSION' | 'FRESH';

/** A lesson placed relative to the seeding moment, with its state for the demo student. */
export interface SpecialLesson {
  title: string;
  minutesFromNow: number;
  durationMinutes?: number;
  kind?: 'THEORY' | 'PRACTICE';
  video?: string | null;
  videoLength?: number | null;
  withoutVideo?: boolean;
  alwaysOpen?: boolean;
  isPreparing?: boolean;
  tag?: keyof typeof TAGS | null;
  view?: 'viewed' | 'partial' | 'connected';
  homework?: HomeworkPlan;
  extras?: boolean;
}

export interface DemoProgramme {
  title: string;
  type: string;
  kind: 'MG' | 'COURSE';
  courseType: SysCourseType;
  subject: string;
  teacher: TeacherKey;
  description: string;
  /** Months relative to the current one: master groups sell each month, courses one product for all. */
  months: number[];
  price: number;
  /** Regular lessons: these days of each month at this Moscow time, titles in order. */
  days: number[];
  time: [number, number];
  titles: string[];
  specials: SpecialLesson[];
  /** Homework of the most recent finished regular lessons, newest last. */
  recentHomework: HomeworkPlan[];
}

const H = 60;
const D = 24 * H;

export const DEMO_PROGRAMMES: DemoProgramme[] = [
  {
    title: 'Математика ЕГЭ · Мастер-группа · 11 класс',
    type: 'MG',
    kind: 'MG',
    courseType: 'master_group',
    subject: 'Математика',
    teacher: 'petrova',
    description: 'Профильная математика: вся первая часть и задачи второй части с разбором домашних заданий.',
    months: [-1, 0, 1],
    price: 349_000,
    days: [3, 7, 10, 14, 17, 21, 24, 28],
    time: [18, 0],
    titles: [
      'Планиметрия: треугольники и их свойства',
      'Простейшие текстовые задачи',
      'Теория вероятностей: классическое определение',
      'Разбор ДЗ: планиметрия и вероятность',
      'Тригонометрические выражения',
      'Тригонометрические уравнения',
      'Показательные уравнения',
      'Разбор ДЗ: тригонометрия',
      'Логарифмы и их свойства',
      'Логарифмические уравнения и неравенства',
      'Производная: определение и геометрический смысл',
      'Разбор ДЗ: логарифмы',
      'Исследование функции с помощью производной',
      'Первообразная и интеграл',
      'Текстовые задачи на движение и работу',
      'Разбор ДЗ: производная',
      'Стереометрия: расстояния и углы',
      'Стереометрия: сечения многогранников',
      'Задачи с параметром: графический метод',
      'Разбор ДЗ: стереометрия',
      'Экономическая задача: кредиты',
      'Экономическая задача: вклады и оптимизация',
      'Теория чисел: делимость и остатки',
      'Пробный экзамен: вторая часть',
    ],
    specials: [
      // Live now: started 20 minutes ago, 90 minutes long.
      { title: 'Производная и её применение', minutesFromNow: -20, tag: 'webinar', homework: 'FRESH', extras: true },
    ],
    recentHomework: ['CHECKED_BY_SITE', 'RECHECKED', 'EXPIRED', 'DONE', 'UNDONE'],
  },
  {
    title: 'Физика ЕГЭ · Годовой курс · 11 класс',
    type: 'COURSE',
    kind: 'COURSE',
    courseType: 'course',
    subject: 'Физика',
    teacher: 'orlov',
    description: 'Механика, молекулярная физика, электродинамика и квантовая физика в одном курсе.',
    months: [-1, 0, 1],
    price: 1_290_000,
    days: [5, 12, 19, 26],
    time: [19, 0],
    titles: [
      'Кинематика: равномерное и равноускоренное движение',
      'Динамика: силы в природе',
      'Законы сохранения импульса и энергии',
      'Статика и гидростатика',
      'Молекулярная физика: газовые законы',
      'Термодинамика: первое начало',
      'Разбор ДЗ: механика',
      'Электростатика: поле и потенциал',
      'Постоянный ток: законы Ома',
      'Магнитное поле и индукция',
      'Геометрическая оптика',
      'Квантовая физика: фотоэффект',
    ],
    specials: [
      // Starts in 7 minutes: the live button is already on.
      { title: 'Законы Ньютона: решаем задачи ЕГЭ', minutesFromNow: 7, tag: 'webinar' },
      // Over an hour ago; the recording is not uploaded yet ('record is loading').
      { title: 'Колебания и волны', minutesFromNow: -3 * H, video: null, videoLength: null, tag: 'webinar' },
      // Staff are preparing it: unavailable.
      { title: 'Конденсаторы и энергия поля', minutesFromNow: -26 * H, isPreparing: true, tag: 'practice' },
      // In the future but open already.
      {
        title: 'Вводное занятие: как устроен ЕГЭ по физике',
        minutesFromNow: 5 * D + 2 * H,
        alwaysOpen: true,
        tag: null,
        extras: true,
      },
    ],
    recentHomework: ['CHECKED_BY_CURATOR', 'REFUSED'],
  },
  {
    title: 'Русский язык ЕГЭ · Мастер-группа · 11 класс',
    type: 'MG',
    kind: 'MG',
    courseType: 'master_group',
    subject: 'Русский язык',
    teacher: 'volkova',
    description: 'Тестовая часть и сочинение: правила, практика и проверка работ экспертом.',
    months: [0, 1],
    price: 299_000,
    days: [4, 11, 18, 25],
    time: [16, 0],
    titles: [
      'Орфоэпия: ударения в словах из списка ФИПИ',
      'Сочинение: формулируем проблему текста',
      'Правописание Н и НН',
      'Разбор ДЗ: задания 9–15',
      'Пунктуация в сложном предложении',
      'Средства выразительности',
      'Сочинение: комментарий и позиция автора',
      'Лексика и фразеология',
    ],
    specials: [
      // A consultation without a video at all.
      {
        title: 'Консультация по итоговому сочинению',
        minutesFromNow: -2 * D,
        withoutVideo: true,
        video: null,
        videoLength: null,
        kind: 'PRACTICE',
        tag: 'practice',
      },
    ],
    recentHomework: ['RESENT'],
  },
  {
    title: 'Математика · Индивидуальные занятия · 11 класс',
    type: 'IND',
    kind: 'COURSE',
    courseType: 'individual',
    subject: 'Математика',
    teacher: 'solovyov',
    description: 'Занятия один на один с преподавателем по видеосвязи.',
    months: [0],
    price: 2_400_000,
    days: [],
    time: [0, 0],
    titles: [],
    specials: [
      {
        title: 'Индивидуальное занятие: производная',
        minutesFromNow: -3 * D,
        durationMinutes: 60,
        video: 'https://telemost.yandex.ru/j/58213907461529',
        videoLength: null,
        tag: null,
        view: 'connected',
      },
      // Started 5 minutes ago: the Connect button is on.
      {
        title: 'Индивидуальное занятие: задачи с параметром',
        minutesFromNow: -5,
        durationMinutes: 60,
        video: 'https://telemost.yandex.ru/j/58213907461530',
        videoLength: null,
        tag: null,
      },
    ],
    recentHomework: [],
  },
];

export const SUB_LESSONS = ['Разбор задачи из первой части', 'Разбор задачи из второй части'];

export const MATERIALS = [
  { title: 'Рабочая тетрадь', url: '/media/materials/sample-workbook.pdf', kind: 'workbook' as const },
  { title: 'Конспект урока', url: '/media/materials/sample-summary.pdf', kind: 'summary' as const },
  {
    title: 'Демоверсии, спецификации и кодификаторы ЕГЭ (ФИПИ)',
    url: 'https://fipi.ru/ege/demoversii-specifikacii-kodifikatory',
    kind: 'additional' as const,
  },
];

/** How the demo student left the finished regular lessons, oldest first (the newest two are fixed). */
export const PAST_VIEW_PATTERN: ('viewed' | 'partial' | null)[] = ['viewed', 'viewed', 'partial', 'viewed', null];
