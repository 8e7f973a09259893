import type { SysCourseType } from '@school/contract';
import type { TeacherKey } from './demo-courses-data.js';

/**
 * Demo catalog of issue 4 ("Demo data"): what the demo student can buy next to what they own
 * (seed/demo-courses-data.ts). Months are relative to the seeding month; prices in kopecks.
 */

/** The first programme of this file: when it exists, the commerce demo has been seeded. */
export const COMMERCE_MARKER = 'Обществознание ЕГЭ · Мастер-группа · 11 класс';

export const RATE_PLANS = [
  { title: 'Стандарт', sysName: 'standard', order: 0 },
  { title: 'Премиум', sysName: 'premium', order: 1 },
] as const;

/** Rate plans (standard, premium prices) of the master groups seeded by the courses demo. */
export const OWNED_MG_PLANS: { title: string; prices: [number, number] }[] = [
  { title: 'Математика ЕГЭ · Мастер-группа · 11 класс', prices: [349_000, 499_000] },
  { title: 'Русский язык ЕГЭ · Мастер-группа · 11 класс', prices: [299_000, 449_000] },
];
/** The month after next of those master groups: the demo student does not own it. */
export const OWNED_MG_NEXT_MONTH = 2;

export const NEW_TEACHER = {
  key: 'lebedev',
  fullName: 'Игорь Павлович Лебедев',
  subject: 'Информатика',
  description: 'Разработчик и эксперт ЕГЭ по информатике: программирование на Python и задачи второй части.',
  stats: [{ value: '89', description: 'средний балл учеников' }],
};

export interface SaleProgramme {
  key: string;
  title: string;
  type: string;
  kind: 'MG' | 'COURSE';
  courseType: SysCourseType;
  subject: string;
  teacher: TeacherKey | 'lebedev';
  description: string;
  /** Master groups: one product per month; anything else: one product for all the months. */
  months: number[];
  /** The product's own price; with `premium`, the standard rate plan's. */
  price: number;
  premium?: number;
  packs?: { title: string; lessonsCount: number; price: number }[];
  /** Lessons on these days of each month at this Moscow time, titles in turn. */
  days: number[];
  time: [number, number];
  titles: string[];
}

export const SALE_PROGRAMMES: SaleProgramme[] = [
  {
    key: 'society-mg',
    title: COMMERCE_MARKER,
    type: 'MG',
    kind: 'MG',
    courseType: 'master_group',
    subject: 'Обществознание',
    teacher: 'belova',
    description: 'Все блоки кодификатора, задания с развёрнутым ответом и разбор эссе.',
    months: [0, 1, 2],
    price: 279_000,
    premium: 399_000,
    days: [6, 13, 20, 27],
    time: [17, 0],
    titles: [
      'Человек и общество',
      'Экономика: спрос и предложение',
      'Социальные отношения',
      'Политика: формы государства',
      'Право: конституционные основы',
      'Разбор ДЗ: экономика и право',
    ],
  },
  {
    key: 'informatics-mg',
    title: 'Информатика ЕГЭ · Мастер-группа · 11 класс',
    type: 'MG',
    kind: 'MG',
    courseType: 'master_group',
    subject: 'Информатика',
    teacher: 'lebedev',
    description: 'Python с нуля до задач 24–27, системы счисления, логика и алгоритмы.',
    months: [0, 1, 2],
    price: 299_000,
    premium: 429_000,
    days: [2, 9, 16, 23],
    time: [18, 30],
    titles: [
      'Системы счисления',
      'Алгебра логики',
      'Python: циклы и условия',
      'Обработка файлов',
      'Динамическое программирование',
      'Разбор ДЗ: задачи 24–27',
    ],
  },
  {
    key: 'society-course',
    title: 'Обществознание ЕГЭ · Интенсив · 11 класс',
    type: 'COURSE',
    kind: 'COURSE',
    courseType: 'course',
    subject: 'Обществознание',
    teacher: 'belova',
    description: 'Три месяца интенсива: вся теория и пробные экзамены с проверкой.',
    months: [0, 1, 2],
    price: 990_000,
    days: [8, 22],
    time: [19, 0],
    titles: ['Интенсив: экономика', 'Интенсив: право', 'Интенсив: политика', 'Пробный экзамен'],
  },
  {
    key: 'physics-ind',
    title: 'Физика · Индивидуальные занятия · 11 класс',
    type: 'IND',
    kind: 'COURSE',
    courseType: 'individual',
    subject: 'Физика',
    teacher: 'orlov',
    description: 'Занятия один на один по видеосвязи: пакеты из 4 и 8 занятий.',
    months: [0, 1],
    price: 300_000,
    packs: [
      { title: '4 занятия', lessonsCount: 4, price: 1_160_000 },
      { title: '8 занятий', lessonsCount: 8, price: 2_240_000 },
    ],
    days: [],
    time: [0, 0],
    titles: [],
  },
  {
    key: 'essay-flash',
    title: 'Сочинение ЕГЭ · Мини-курс',
    type: 'FLASH',
    kind: 'COURSE',
    courseType: 'flash',
    subject: 'Русский язык',
    teacher: 'volkova',
    description: 'Четыре урока о том, как написать сочинение на максимальный балл.',
    months: [0],
    price: 190_000,
    days: [12, 26],
    time: [15, 0],
    titles: ['Проблема и комментарий', 'Позиция автора и аргументы'],
  },
  {
    key: 'strategy-webinar',
    title: 'Стратегия подготовки к ЕГЭ · Вебинар',
    type: 'FLASH',
    kind: 'COURSE',
    courseType: 'flash',
    subject: 'Математика',
    teacher: 'petrova',
    description: 'Как распределить время до экзамена и не выгореть.',
    months: [0],
    price: 90_000,
    days: [15],
    time: [20, 0],
    titles: ['Стратегия подготовки к ЕГЭ'],
  },
];

/** Gifts: on a product (one optional) and on a bundle. Keys are programme keys (their first product). */
export const PRODUCT_GIFTS = [
  { on: 'society-course', gift: 'essay-flash', optional: false },
  { on: 'society-course', gift: 'strategy-webinar', optional: true },
];

export const BUNDLES = [
  {
    title: 'Мастер-группы: математика + русский язык',
    description: 'Два предмета через месяц со скидкой 15 % и мини-курс по сочинению в подарок.',
    products: ['Математика ЕГЭ · Мастер-группа · 11 класс', 'Русский язык ЕГЭ · Мастер-группа · 11 класс'],
    month: OWNED_MG_NEXT_MONTH,
    discountPercent: 15,
    banner: true,
    gift: 'essay-flash',
    optional: [],
  },
  {
    title: 'Обществознание + информатика',
    description: 'Две мастер-группы следующего месяца со скидкой 10 %.',
    products: [COMMERCE_MARKER, 'Информатика ЕГЭ · Мастер-группа · 11 класс'],
    month: 1,
    discountPercent: 10,
    banner: false,
    gift: null,
    optional: [],
  },
  {
    title: 'Собери свой набор: математика, обществознание и информатика',
    description: 'Три мастер-группы со скидкой 12 %; информатику можно не брать.',
    products: [
      'Математика ЕГЭ · Мастер-группа · 11 класс',
      COMMERCE_MARKER,
      'Информатика ЕГЭ · Мастер-группа · 11 класс',
    ],
    month: OWNED_MG_NEXT_MONTH,
    discountPercent: 12,
    banner: false,
    gift: null,
    /** The buyer may leave these out on the bundle configure page (docs/products-access.md). */
    optional: ['Информатика ЕГЭ · Мастер-группа · 11 класс'],
  },
];

export const PRODUCT_BANNERS = [
  {
    title: 'Набор мастер-групп со скидкой 15 %',
    text: 'Математика и русский язык вместе дешевле, а мини-курс по сочинению — в подарок.',
    color: 'violet',
    productType: 'Математика ЕГЭ · Мастер-группа · 11 класс',
  },
  {
    title: 'Индивидуальные занятия по физике',
    text: 'Пакеты из 4 и 8 занятий с преподавателем один на один.',
    color: 'teal',
    productType: 'Физика · Индивидуальные занятия · 11 класс',
  },
];

/** Issue 4 demo promo codes; OLD2020 has expired. */
export const COUPONS = [
  { code: 'PERCENT10', type: 3, value: 10, expiresAt: null },
  { code: 'MINUS500', type: 2, value: 50_000, expiresAt: null },
  { code: 'OLD2020', type: 3, value: 20, expiresAt: new Date('2020-12-31T21:00:00Z') },
];

/** A manager's cart link: the current month of two master groups (programme keys). */
export const CART_LINK = { hash: 'demo-link-1', programmes: ['society-mg', 'informatics-mg'] };

/** Fixed invite codes, so the README and the e2e flows can name them (each student may use the other's). */
export const DEMO_REFERRAL_CODES: Record<string, string> = {
  'student@example.com': 'ALICE2026',
  'student2@example.com': 'BORIS2026',
};
