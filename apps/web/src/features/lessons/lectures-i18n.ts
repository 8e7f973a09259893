import { addTranslations } from '../../shared/i18n/i18n';

/** Issue 12: the tutor's lectures as the student (ты) sees them. */
addTranslations({
  ru: {
    studentLectures: {
      title: 'Лекции от репетитора',
      tutor: 'Репетитор: {{name}}',
      deadline: 'Посмотри до {{date}}',
      viewed: 'Просмотрена',
      fresh: 'Новая',
      open: 'Смотреть',
      minutes: '{{count}} мин',
      comment: 'Комментарий репетитора',
      loadError: 'Не удалось загрузить лекцию',
      listLoadError: 'Не удалось загрузить лекции',
      notFound: 'Такой лекции нет.',
      videoTitle: 'Видеолекция «{{title}}»',
      backToLessons: 'К моим предметам',
    },
  },
  kk: {
    studentLectures: {
      title: 'Репетитордан дәрістер',
      tutor: 'Репетитор: {{name}}',
      deadline: '{{date}} дейін қара',
      viewed: 'Қаралды',
      fresh: 'Жаңа',
      open: 'Қарау',
      minutes: '{{count}} мин',
      comment: 'Репетитордың түсініктемесі',
      loadError: 'Дәрісті жүктеу мүмкін болмады',
      listLoadError: 'Дәрістерді жүктеу мүмкін болмады',
      notFound: 'Мұндай дәріс жоқ.',
      videoTitle: '«{{title}}» бейнедәрісі',
      backToLessons: 'Менің пәндеріме',
    },
  },
  en: {
    studentLectures: {
      title: 'Lectures from your tutor',
      tutor: 'Tutor: {{name}}',
      deadline: 'Watch by {{date}}',
      viewed: 'Watched',
      fresh: 'New',
      open: 'Watch',
      minutes: '{{count}} min',
      comment: "Tutor's comment",
      loadError: 'Failed to load the lecture',
      listLoadError: 'Failed to load the lectures',
      notFound: 'There is no such lecture.',
      videoTitle: 'Video lecture “{{title}}”',
      backToLessons: 'To my subjects',
    },
  },
});
