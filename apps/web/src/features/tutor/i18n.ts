import { addTranslations } from '../../shared/i18n/i18n';

const ru = {
  clients: {
    title: 'Мои ученики',
    total: 'Всего: {{count}}',
    searchLabel: 'Поиск учеников',
    searchPlaceholder: 'Имя, почта или телефон',
    statusLabel: 'Статус',
    statusAll: 'Все',
    columns: {
      name: 'Ученик',
      subject: 'Предмет',
      classYear: 'Класс',
      since: 'Занимается с',
      lessonsPerWeek: 'Занятий в неделю',
      status: 'Статус',
    },
    classYear: '{{value}} класс',
    empty: 'Учеников пока нет',
    emptyHint: 'Когда у вас появятся ученики, они будут здесь.',
    nothingFound: 'Никого не нашли',
    nothingFoundHint: 'Попробуйте изменить запрос или статус.',
    loadError: 'Не удалось загрузить клиентов',
    pagination: 'Страницы списка учеников',
  },
};

const kk: typeof ru = {
  clients: {
    title: 'Менің оқушыларым',
    total: 'Барлығы: {{count}}',
    searchLabel: 'Оқушыларды іздеу',
    searchPlaceholder: 'Аты, поштасы немесе телефоны',
    statusLabel: 'Күйі',
    statusAll: 'Барлығы',
    columns: {
      name: 'Оқушы',
      subject: 'Пән',
      classYear: 'Сынып',
      since: 'Қашаннан бері',
      lessonsPerWeek: 'Аптасына сабақ',
      status: 'Күйі',
    },
    classYear: '{{value}}-сынып',
    empty: 'Әзірге оқушылар жоқ',
    emptyHint: 'Оқушыларыңыз пайда болғанда, олар осында болады.',
    nothingFound: 'Ешкім табылмады',
    nothingFoundHint: 'Сұрауды немесе күйді өзгертіп көріңіз.',
    loadError: 'Клиенттерді жүктеу мүмкін болмады',
    pagination: 'Оқушылар тізімінің беттері',
  },
};

const en: typeof ru = {
  clients: {
    title: 'My students',
    total: 'Total: {{count}}',
    searchLabel: 'Search students',
    searchPlaceholder: 'Name, e-mail or phone',
    statusLabel: 'Status',
    statusAll: 'All',
    columns: {
      name: 'Student',
      subject: 'Subject',
      classYear: 'Grade',
      since: 'Since',
      lessonsPerWeek: 'Lessons a week',
      status: 'Status',
    },
    classYear: 'Grade {{value}}',
    empty: 'No students yet',
    emptyHint: 'Your students will appear here.',
    nothingFound: 'Nobody found',
    nothingFoundHint: 'Try another search or status.',
    loadError: 'Failed to load customers',
    pagination: 'Pages of the students list',
  },
};

addTranslations({ ru: { tutor: ru }, kk: { tutor: kk }, en: { tutor: en } });
