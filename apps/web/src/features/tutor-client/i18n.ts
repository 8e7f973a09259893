import { addTranslations } from '../../shared/i18n/i18n';

const ru = {
  tabsLabel: 'Разделы ученика',
  tabs: { overview: 'Обзор', 'personal-works': 'Домашние задания', lectures: 'Лекции' },
  notFound: 'Такого ученика у вас нет.',
  loadError: 'Не удалось загрузить данные ученика',
  details: {
    title: 'Карточка ученика',
    classYear: 'Класс',
    classYearValue: '{{value}} класс',
    lessonsPerWeek: 'Занятий в неделю',
    since: 'Занимается с',
    email: 'Почта',
    phone: 'Телефон',
    noPhone: 'не указан',
    registered: 'На платформе с',
    notes: 'Заметки',
    noNotes: 'Заметок пока нет.',
  },
};

const kk: typeof ru = {
  tabsLabel: 'Оқушы бөлімдері',
  tabs: { overview: 'Шолу', 'personal-works': 'Үй тапсырмалары', lectures: 'Дәрістер' },
  notFound: 'Сізде мұндай оқушы жоқ.',
  loadError: 'Оқушы деректерін жүктеу мүмкін болмады',
  details: {
    title: 'Оқушы картасы',
    classYear: 'Сынып',
    classYearValue: '{{value}}-сынып',
    lessonsPerWeek: 'Аптасына сабақ',
    since: 'Қашаннан бері',
    email: 'Пошта',
    phone: 'Телефон',
    noPhone: 'көрсетілмеген',
    registered: 'Платформада',
    notes: 'Жазбалар',
    noNotes: 'Әзірге жазба жоқ.',
  },
};

const en: typeof ru = {
  tabsLabel: 'Student sections',
  tabs: { overview: 'Overview', 'personal-works': 'Homework', lectures: 'Lectures' },
  notFound: 'You have no such student.',
  loadError: 'Failed to load the student',
  details: {
    title: 'Student card',
    classYear: 'Grade',
    classYearValue: 'Grade {{value}}',
    lessonsPerWeek: 'Lessons a week',
    since: 'Since',
    email: 'E-mail',
    phone: 'Phone',
    noPhone: 'not given',
    registered: 'On the platform since',
    notes: 'Notes',
    noNotes: 'No notes yet.',
  },
};

addTranslations({ ru: { tutorClientArea: ru }, kk: { tutorClientArea: kk }, en: { tutorClientArea: en } });
