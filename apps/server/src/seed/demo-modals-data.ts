import type { NewModal } from '../modules/modals/modals.write.js';

/**
 * Issue 13 demo modals of an exam-prep school (docs/modals-and-polls.md): the OPEN welcome set of
 * three steps, the modals after a lesson and a homework, and one corner poll of each type.
 */
export const DEMO_MODALS: NewModal[] = [
  {
    seedKey: 'welcome-1',
    action: 'OPEN',
    position: 1,
    title: 'Добро пожаловать в Школу!',
    textContent:
      '<p>Привет! Здесь ты готовишься к ЕГЭ и ОГЭ вместе с преподавателями и кураторами.</p>' +
      '<p>Покажем за минуту, как всё устроено.</p>',
    image: '/stickers/study/rocket.svg',
    canSkip: true,
  },
  {
    seedKey: 'welcome-2',
    action: 'OPEN',
    position: 2,
    title: 'Уроки и вебинары',
    textContent:
      '<p>Каждую неделю — <strong>вебинары</strong> по расписанию и записи, если не успел.</p>' +
      '<ul><li>теория — короткие видео с конспектом;</li><li>практика — разбор заданий экзамена.</li></ul>',
    canSkip: true,
  },
  {
    seedKey: 'welcome-3',
    action: 'OPEN',
    position: 3,
    title: 'Домашки и баллы',
    textContent:
      '<p>После урока тебя ждёт домашка. Куратор проверит её и подскажет, где ошибка.</p>' +
      '<p>За уроки и домашки ты получаешь опыт и умкоины — обменяй их в магазине.</p>',
    redirectUrl: '/lessons',
    buttonText: 'К урокам',
    canSkip: true,
  },
  {
    seedKey: 'lesson-done',
    action: 'LESSON_DONE',
    title: 'Урок пройден!',
    textContent: '<p>Отличная работа! Закрепи тему — домашка по уроку уже ждёт тебя.</p>',
    image: '/stickers/study/owl.svg',
    canSkip: true,
  },
  {
    seedKey: 'homework-done',
    action: 'HOMEWORK_DONE',
    title: 'Домашка отправлена',
    textContent: '<p>Куратор проверит её в ближайшее время. Результат появится в разделе «Домашки».</p>',
    image: '/stickers/study/five.svg',
    canSkip: true,
  },
  {
    seedKey: 'poll-rating',
    action: 'OPEN',
    showStyle: 'CORNER',
    canSkip: false,
    title: 'Оцени платформу',
    polls: [{ type: 'RATING_POLL', question: 'Насколько вероятно, что ты посоветуешь Школу другу?' }],
  },
  {
    seedKey: 'poll-radio',
    action: 'OPEN',
    showStyle: 'CORNER',
    title: 'Какой экзамен сдаёшь?',
    polls: [
      {
        type: 'RADIO_POLL',
        question: 'Какой экзамен ты сдаёшь в этом году?',
        variants: [{ text: 'ЕГЭ' }, { text: 'ОГЭ' }, { text: 'Пока не сдаю' }],
      },
    ],
  },
  {
    seedKey: 'poll-checkbox',
    action: 'OPEN',
    showStyle: 'CORNER',
    title: 'Что помогает готовиться',
    polls: [
      {
        type: 'CHECKBOX_POLL',
        question: 'Что тебе больше всего помогает готовиться?',
        variants: [{ text: 'Вебинары' }, { text: 'Домашки' }, { text: 'Конспекты' }, { text: 'Карточки' }],
      },
    ],
  },
  {
    seedKey: 'poll-description',
    action: 'OPEN',
    showStyle: 'CORNER',
    title: 'Формат занятий',
    polls: [
      {
        type: 'DESCRIPTION_POLL',
        question: 'Какой формат занятий тебе ближе?',
        variants: [
          { text: 'Мастер-группа', description: 'Вебинары с группой и куратором каждую неделю' },
          { text: 'Курс в записи', description: 'Занимаешься в своём темпе, когда удобно' },
          { text: 'С репетитором', description: 'Индивидуальные занятия один на один' },
        ],
      },
    ],
  },
  {
    seedKey: 'poll-text',
    action: 'OPEN',
    showStyle: 'CORNER',
    title: 'Твоё мнение',
    polls: [{ type: 'TEXT_POLL', question: 'Чего тебе не хватает на платформе?' }],
  },
];

/** Demo students who meet the demo modals; every other one has them marked viewed (other e2e flows). */
export const MODAL_DEMO_STUDENTS = ['welcome@example.com', 'student2@example.com'];
