import type { TaskOption } from '@school/contract';
import type { CorrectAnswer } from '../modules/homework/homework.service.js';

/** A question of a demo placement test: a task-bank task the site checks at once. */
export interface DemoLevelQuestion {
  key: string;
  type: 'SHORT' | 'SINGLE' | 'MULTIPLE';
  statement: string;
  options?: TaskOption[];
  correct: CorrectAnswer;
  maxPoints: number;
}

export interface DemoLevelTest {
  key: string;
  subject: string;
  title: string;
  intro: string;
  durationMinutes: number;
  questions: DemoLevelQuestion[];
}

const opts = (...items: string[]): TaskOption[] => items.map((html, i) => ({ id: String(i + 1), html }));
const INTRO =
  'Пять коротких заданий уровня ЕГЭ — от простого к сложному. Отвечай сам, без подсказок: по результату мы оценим твой стартовый уровень и подскажем, с какого курса начать.';

/** One placement test per demo subject (docs/level-tests-and-lottery.md "Demo data"). */
export const DEMO_LEVEL_TESTS: DemoLevelTest[] = [
  {
    key: 'level-math',
    subject: 'Математика',
    title: 'Тест на уровень: математика',
    intro: INTRO,
    durationMinutes: 10,
    questions: [
      {
        key: 'level-math-1',
        type: 'SHORT',
        statement: '<p>Найдите значение выражения $3{,}5 \\cdot 4 - 2$.</p>',
        correct: { type: 'SHORT', accepted: ['12'] },
        maxPoints: 1,
      },
      {
        key: 'level-math-2',
        type: 'SINGLE',
        statement: '<p>Решите уравнение $2x + 7 = 15$.</p>',
        options: opts('$x = 11$', '$x = 4$', '$x = 8$', '$x = -4$'),
        correct: { type: 'SINGLE', choice: '2' },
        maxPoints: 1,
      },
      {
        key: 'level-math-3',
        type: 'SHORT',
        statement: '<p>Найдите значение выражения $\\log_2 32$.</p>',
        correct: { type: 'SHORT', accepted: ['5'] },
        maxPoints: 1,
      },
      {
        key: 'level-math-4',
        type: 'MULTIPLE',
        statement: '<p>Выберите все функции, которые возрастают на всей числовой прямой.</p>',
        options: opts('$y = 2^x$', '$y = x^2$', '$y = 3x - 1$', '$y = -x$'),
        correct: { type: 'MULTIPLE', choices: ['1', '3'] },
        maxPoints: 2,
      },
      {
        key: 'level-math-5',
        type: 'SHORT',
        statement: '<p>Найдите точку максимума функции $y = -x^2 + 6x - 4$.</p>',
        correct: { type: 'SHORT', accepted: ['3'] },
        maxPoints: 1,
      },
    ],
  },
  {
    key: 'level-russian',
    subject: 'Русский язык',
    title: 'Тест на уровень: русский язык',
    intro: INTRO,
    durationMinutes: 10,
    questions: [
      {
        key: 'level-russian-1',
        type: 'SINGLE',
        statement: '<p>В каком слове ударение падает на второй слог?</p>',
        options: opts('торты', 'звонит', 'красивее', 'щавель'),
        correct: { type: 'SINGLE', choice: '2' },
        maxPoints: 1,
      },
      {
        key: 'level-russian-2',
        type: 'SHORT',
        statement: '<p>Вставьте пропущенную букву: «пр..одолеть».</p>',
        correct: { type: 'SHORT', accepted: ['е'] },
        maxPoints: 1,
      },
      {
        key: 'level-russian-3',
        type: 'MULTIPLE',
        statement: '<p>Выберите предложения, в которых нужна одна запятая (знаки не расставлены).</p>',
        options: opts(
          'Солнце село и стало прохладно.',
          'Мы шли по лесу и слушали пение птиц.',
          'Ветер дул сильно но дождя не было.',
          'Я взял книгу и тетрадь.',
        ),
        correct: { type: 'MULTIPLE', choices: ['1', '3'] },
        maxPoints: 2,
      },
      {
        key: 'level-russian-4',
        type: 'SINGLE',
        statement: '<p>В каком слове пишется НН?</p>',
        options: opts('кожа..ый', 'серебря..ый', 'ветре..ый', 'стекля..ый'),
        correct: { type: 'SINGLE', choice: '4' },
        maxPoints: 1,
      },
      {
        key: 'level-russian-5',
        type: 'SHORT',
        statement:
          '<p>Сколько грамматических основ в предложении «Когда мы вышли из дома, начался дождь»? Ответ запишите цифрой.</p>',
        correct: { type: 'SHORT', accepted: ['2', 'две'] },
        maxPoints: 1,
      },
    ],
  },
  {
    key: 'level-physics',
    subject: 'Физика',
    title: 'Тест на уровень: физика',
    intro: INTRO,
    durationMinutes: 10,
    questions: [
      {
        key: 'level-physics-1',
        type: 'SHORT',
        statement: '<p>Автомобиль проехал 150 км за 2 ч. Найдите его среднюю скорость в км/ч.</p>',
        correct: { type: 'SHORT', accepted: ['75'] },
        maxPoints: 1,
      },
      {
        key: 'level-physics-2',
        type: 'SINGLE',
        statement: '<p>Какая единица измерения силы в СИ?</p>',
        options: opts('джоуль', 'ньютон', 'ватт', 'паскаль'),
        correct: { type: 'SINGLE', choice: '2' },
        maxPoints: 1,
      },
      {
        key: 'level-physics-3',
        type: 'SHORT',
        statement: '<p>Тело массой 2 кг движется с ускорением 3 м/с². Найдите равнодействующую силу в ньютонах.</p>',
        correct: { type: 'SHORT', accepted: ['6'] },
        maxPoints: 1,
      },
      {
        key: 'level-physics-4',
        type: 'MULTIPLE',
        statement: '<p>Выберите все векторные величины.</p>',
        options: opts('скорость', 'масса', 'сила', 'температура'),
        correct: { type: 'MULTIPLE', choices: ['1', '3'] },
        maxPoints: 2,
      },
      {
        key: 'level-physics-5',
        type: 'SHORT',
        statement: '<p>Сопротивление проводника 5 Ом, напряжение на нём 20 В. Найдите силу тока в амперах.</p>',
        correct: { type: 'SHORT', accepted: ['4'] },
        maxPoints: 1,
      },
    ],
  },
  {
    key: 'level-social',
    subject: 'Обществознание',
    title: 'Тест на уровень: обществознание',
    intro: INTRO,
    durationMinutes: 10,
    questions: [
      {
        key: 'level-social-1',
        type: 'SINGLE',
        statement: '<p>Какой орган в России принимает федеральные законы?</p>',
        options: opts('Правительство', 'Федеральное Собрание', 'Конституционный суд', 'Президент'),
        correct: { type: 'SINGLE', choice: '2' },
        maxPoints: 1,
      },
      {
        key: 'level-social-2',
        type: 'MULTIPLE',
        statement: '<p>Выберите все факторы производства.</p>',
        options: opts('труд', 'земля', 'налоги', 'капитал'),
        correct: { type: 'MULTIPLE', choices: ['1', '2', '4'] },
        maxPoints: 2,
      },
      {
        key: 'level-social-3',
        type: 'SHORT',
        statement:
          '<p>С какого возраста в России наступает полная дееспособность по общему правилу? Ответ запишите числом.</p>',
        correct: { type: 'SHORT', accepted: ['18'] },
        maxPoints: 1,
      },
      {
        key: 'level-social-4',
        type: 'SINGLE',
        statement: '<p>Рост общего уровня цен в экономике называется…</p>',
        options: opts('дефляция', 'девальвация', 'инфляция', 'стагнация'),
        correct: { type: 'SINGLE', choice: '3' },
        maxPoints: 1,
      },
      {
        key: 'level-social-5',
        type: 'SHORT',
        statement:
          '<p>Как называется форма правления, при которой власть принадлежит выборным органам на определённый срок?</p>',
        correct: { type: 'SHORT', accepted: ['республика'] },
        maxPoints: 1,
      },
    ],
  },
  {
    key: 'level-informatics',
    subject: 'Информатика',
    title: 'Тест на уровень: информатика',
    intro: INTRO,
    durationMinutes: 10,
    questions: [
      {
        key: 'level-informatics-1',
        type: 'SHORT',
        statement: '<p>Переведите двоичное число $1011_2$ в десятичную систему.</p>',
        correct: { type: 'SHORT', accepted: ['11'] },
        maxPoints: 1,
      },
      {
        key: 'level-informatics-2',
        type: 'SINGLE',
        statement: '<p>Сколько бит в одном байте?</p>',
        options: opts('4', '8', '10', '16'),
        correct: { type: 'SINGLE', choice: '2' },
        maxPoints: 1,
      },
      {
        key: 'level-informatics-3',
        type: 'SHORT',
        statement: '<p>Чему равно значение логического выражения $1 \\land (0 \\lor 1)$?</p>',
        correct: { type: 'SHORT', accepted: ['1'] },
        maxPoints: 1,
      },
      {
        key: 'level-informatics-4',
        type: 'MULTIPLE',
        statement: '<p>Выберите все числа, которые делятся на 4 (числа записаны в двоичной системе).</p>',
        options: opts('$100_2$', '$110_2$', '$1100_2$', '$111_2$'),
        correct: { type: 'MULTIPLE', choices: ['1', '3'] },
        maxPoints: 2,
      },
      {
        key: 'level-informatics-5',
        type: 'SHORT',
        statement: '<p>Сколько раз выполнится тело цикла <code>for i in range(2, 11, 3)</code>?</p>',
        correct: { type: 'SHORT', accepted: ['3'] },
        maxPoints: 1,
      },
    ],
  },
];
