/** One message of a demo conversation: who writes it and how many minutes ago. */
export interface DemoRoomMessage {
  from: 'student' | 'curator' | 'system' | 'feedback';
  text: string;
  minutesAgo: number;
  /** A feedback request already answered. */
  rating?: number;
}

export interface DemoConversation {
  student: string;
  subject: string;
  messages: DemoRoomMessage[];
  /** How far each side has read: the messages after it are unread. */
  studentReadMinutesAgo?: number;
  curatorReadMinutesAgo?: number;
}

const H = 60;
const D = 24 * H;

/** Curator rooms (issue 11): student@ has answers to read, curator@ questions to answer. */
export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    student: 'student@example.com',
    subject: 'Математика',
    messages: [
      {
        from: 'student',
        text: 'Здравствуйте! Не понимаю задание 12 из домашки про производную: как найти точку максимума?',
        minutesAgo: 2 * D,
      },
      { from: 'system', text: 'Куратор присоединился к чату', minutesAgo: 2 * D - 50 },
      {
        from: 'curator',
        text: 'Привет, Алиса! Найди производную, приравняй её к нулю и посмотри, где она меняет знак с «+» на «−». Эта точка и будет точкой максимума.',
        minutesAgo: 2 * D - 51,
      },
      {
        from: 'feedback',
        text: 'Куратор ответил на твой вопрос. Оцени, пожалуйста, насколько помог ответ.',
        minutesAgo: 2 * D - 52,
        rating: 5,
      },
      { from: 'student', text: 'Спасибо, получилось! А в задании 14 обязательно писать ОДЗ?', minutesAgo: 5 * H },
      {
        from: 'curator',
        text: 'Да, ОДЗ обязательно: без неё эксперт снимет балл. Пришли своё решение — посмотрю, всё ли учтено.',
        minutesAgo: 3 * H,
      },
      {
        from: 'feedback',
        text: 'Куратор ответил на твой вопрос. Оцени, пожалуйста, насколько помог ответ.',
        minutesAgo: 3 * H - 1,
      },
    ],
    studentReadMinutesAgo: 5 * H,
    curatorReadMinutesAgo: 3 * H,
  },
  {
    student: 'student@example.com',
    subject: 'Физика',
    messages: [
      {
        from: 'student',
        text: 'Почему в задаче про брусок на наклонной плоскости сила трения направлена вверх по склону?',
        minutesAgo: 40,
      },
    ],
    studentReadMinutesAgo: 40,
  },
  {
    student: 'kirill.sokolov@example.com',
    subject: 'Математика',
    messages: [
      { from: 'student', text: 'Добрый день! Проверьте, пожалуйста, мою домашку по параметрам.', minutesAgo: 90 },
      { from: 'student', text: 'Я загрузил решение задания 18, но не уверен в ответе.', minutesAgo: 88 },
    ],
    studentReadMinutesAgo: 88,
  },
  {
    student: 'darya.kuznetsova@example.com',
    subject: 'Русский язык',
    messages: [
      {
        from: 'student',
        text: 'Можно ли в сочинении использовать пример из фильма, а не из книги?',
        minutesAgo: 2 * H,
      },
    ],
    studentReadMinutesAgo: 2 * H,
  },
  {
    student: 'maksim.popov@example.com',
    subject: 'Физика',
    messages: [{ from: 'student', text: 'Когда будет разбор вариантов ЕГЭ по физике?', minutesAgo: 6 * H }],
    studentReadMinutesAgo: 6 * H,
  },
];
