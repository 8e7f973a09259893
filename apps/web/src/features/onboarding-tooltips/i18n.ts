import type { OnboardingStep } from '@school/contract';
import { addTranslations } from '../../shared/i18n/i18n';

type Tip = { title: string; text: string };

/** Spec 3 §3 steps: what each tooltip says, to the student ("ты"). */
const steps: Record<OnboardingStep, Tip> = {
  continueLearning: {
    title: 'Продолжай обучение',
    text: 'Здесь твои уроки на сегодня. Открой урок и продолжи с того места, где остановился.',
  },
  individualTasks: {
    title: 'Индивидуальные задания',
    text: 'Выполняй задания, подобранные для тебя, и получай за них награды.',
  },
  achievementsAndLevels: {
    title: 'Достижения и уровни',
    text: 'Наведи на медали или нажми на них: здесь твои награды и уровень в программе лояльности.',
  },
  currencyOnPlatform: {
    title: 'Валюта платформы',
    text: 'За учёбу ты получаешь опыт, умкоины, медали и ключи. Умкоины можно тратить на бонусы.',
  },
  practiceTrainer: {
    title: 'Тренажёр',
    text: 'Повторяй материал на карточках в тренажёре — так ты закрепишь знания и не прервёшь серию.',
  },
  scorePrediction: { title: 'Прогноз баллов', text: 'Здесь видно, сколько баллов ты можешь набрать на экзамене.' },
  scoreChart: { title: 'График баллов', text: 'График показывает, как меняются твои баллы.' },
  knowledgeProgress: { title: 'Прогресс знаний', text: 'Следи, какие темы ты уже освоил.' },
  subtopicLimit: { title: 'Лимит подтем', text: 'Число подтем для проработки ограничено — выбирай самые важные.' },
  subtopicLock: { title: 'Закрытые подтемы', text: 'Некоторые подтемы откроются, когда ты пройдёшь предыдущие.' },
  timestampNavigation: { title: 'Тайм-коды', text: 'Нажми на тайм-код, чтобы перейти к нужному моменту урока.' },
  quickTest: { title: 'Быстрый тест', text: 'Проверь себя после урока коротким тестом.' },
  homeworkAfterLesson: {
    title: 'Домашка после урока',
    text: 'После урока выполни домашнее задание — так материал лучше запомнится.',
  },
  platformSelect: {
    title: 'Другие платформы',
    text: 'Открой меню профиля: там можно перейти на другие платформы школы.',
  },
  coupons: { title: 'Промокоды', text: 'Есть промокод? Активируй его здесь и получи курс или скидку.' },
  completeTasksEveryDay: {
    title: 'Занимайся каждый день',
    text: 'Учись каждый день, чтобы не прерывать серию и получать за неё награды.',
  },
  expandWrapperLesson: { title: 'Развернуть урок', text: 'Разверни урок на весь экран, чтобы ничего не отвлекало.' },
  getOnlineHelp: {
    title: 'Помощь онлайн',
    text: 'Задавай вопросы в чате урока — тебе помогут прямо во время занятия.',
  },
  getCuratorHelp: { title: 'Помощь куратора', text: 'Если что-то непонятно, напиши своему куратору.' },
  memoryCards: { title: 'Карточки для запоминания', text: 'Повторяй ключевые понятия урока на карточках.' },
  changeHomeworkTasksAnswers: {
    title: 'Ответы можно менять',
    text: 'Пока домашка не отправлена, ты можешь изменить свои ответы.',
  },
  referToTaskTips: { title: 'Подсказки к заданиям', text: 'Застрял? Открой подсказку к заданию.' },
  seeTheoryForTask: { title: 'Теория к заданию', text: 'По этой ссылке — теория, которая поможет решить задание.' },
  getExtraXpForTasksWithStar: {
    title: 'Задания со звёздочкой',
    text: 'За задания со звёздочкой ты получаешь дополнительные баллы и опыт.',
  },
  howHomeworkPointsCalculated: {
    title: 'Как считаются баллы',
    text: 'Здесь видно, сколько баллов стоит задание. Обычные задания дают до 100%, задания со звёздочкой — ещё до 100% сверху.',
  },
  howToGetMoreXp: {
    title: 'Как получить больше опыта',
    text: 'Сдавай домашки вовремя и решай задания со звёздочкой, чтобы получить больше опыта.',
  },
  seeHomeworkDeadlines: {
    title: 'Срок сдачи',
    text: 'Здесь срок сдачи домашки. Успей отправить её вовремя: после срока она не проверяется.',
  },
  seeLessonTime: { title: 'Время урока', text: 'Здесь дата и время начала урока.' },
  lessonIsLive: { title: 'Урок в эфире', text: 'Урок идёт прямо сейчас — подключайся к эфиру!' },
  subscriptionsTab: { title: 'Подписки', text: 'Здесь все твои подписки с автопродлением и их статус.' },
  subscriptionsProlong: {
    title: 'Продление',
    text: 'Продли курсы, которые скоро закончатся, чтобы не потерять доступ.',
  },
  subscriptionsUpgrade: { title: 'Улучшить подписку', text: 'Перейди на тариф, в котором больше возможностей.' },
};

// The buttons' spec 3 §2 keys 'further' and 'its_clear' are the app's own (shared/i18n/locales).
addTranslations({
  ru: {
    onboarding: { close: 'Закрыть подсказку', progress: 'Шаг {{position}} из {{total}}', steps },
  },
  kk: { onboarding: { close: 'Кеңесті жабу', progress: '{{total}} ішінен {{position}}-қадам' } },
  en: { onboarding: { close: 'Close the tip', progress: 'Step {{position}} of {{total}}' } },
});
