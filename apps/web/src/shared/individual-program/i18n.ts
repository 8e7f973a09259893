import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: {
    individualPlan: {
      title: 'Твоя программа',
      text: 'Сначала — темы, которые сильнее всего тянут баллы вниз.',
      priority: 'Приоритет',
      goal: 'Цель: {{points}} баллов',
      lesson: 'Урок',
      homework: 'Домашка',
      empty: 'Пока нечего добавить: все уроки и домашки пройдены.',
    },
  },
  kk: {
    individualPlan: {
      title: 'Сенің бағдарламаң',
      text: 'Алдымен балды ең көп төмендететін тақырыптар.',
      priority: 'Басымдық',
      goal: 'Мақсат: {{points}} балл',
      lesson: 'Сабақ',
      homework: 'Үй тапсырмасы',
      empty: 'Барлық сабақтар мен үй тапсырмалары орындалды.',
    },
  },
  en: {
    individualPlan: {
      title: 'Your program',
      text: 'Topics pulling your points down come first.',
      priority: 'Priority',
      goal: 'Goal: {{points}} points',
      lesson: 'Lesson',
      homework: 'Homework',
      empty: 'Nothing to add: all lessons and homework are done.',
    },
  },
});
