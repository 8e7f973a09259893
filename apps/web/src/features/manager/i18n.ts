import { addTranslations } from '../../shared/i18n/i18n';

const ru = {
  customers: {
    title: 'Клиенты',
    total: 'Всего: {{count}}',
    roleLabel: 'Кого показать',
    roles: { student: 'Ученики', tutor: 'Репетиторы' },
    searchLabel: 'Поиск клиентов',
    searchPlaceholder: 'Имя, почта или телефон',
    columns: {
      name: 'ФИО',
      email: 'Почта',
      phone: 'Телефон',
      registrationDate: 'Регистрация',
      activeTutors: 'Репетиторов сейчас',
      activeClients: 'Учеников сейчас',
    },
    empty: { student: 'Учеников пока нет', tutor: 'Репетиторов пока нет' },
    emptyHint: 'Здесь появятся все, кто зарегистрируется на платформе.',
    nothingFound: 'Никого не нашли',
    nothingFoundHint: 'Проверьте запрос: ищем по имени, почте и телефону.',
    loadError: 'Не удалось загрузить клиентов',
    pagination: 'Страницы списка клиентов',
  },
};

const kk: typeof ru = {
  customers: {
    title: 'Клиенттер',
    total: 'Барлығы: {{count}}',
    roleLabel: 'Кімді көрсету',
    roles: { student: 'Оқушылар', tutor: 'Репетиторлар' },
    searchLabel: 'Клиенттерді іздеу',
    searchPlaceholder: 'Аты, поштасы немесе телефоны',
    columns: {
      name: 'Аты-жөні',
      email: 'Пошта',
      phone: 'Телефон',
      registrationDate: 'Тіркелген күні',
      activeTutors: 'Қазіргі репетиторлар',
      activeClients: 'Қазіргі оқушылар',
    },
    empty: { student: 'Әзірге оқушылар жоқ', tutor: 'Әзірге репетиторлар жоқ' },
    emptyHint: 'Платформаға тіркелгендердің бәрі осында болады.',
    nothingFound: 'Ешкім табылмады',
    nothingFoundHint: 'Сұрауды тексеріңіз: аты, поштасы және телефоны бойынша іздейміз.',
    loadError: 'Клиенттерді жүктеу мүмкін болмады',
    pagination: 'Клиенттер тізімінің беттері',
  },
};

const en: typeof ru = {
  customers: {
    title: 'Customers',
    total: 'Total: {{count}}',
    roleLabel: 'Who to show',
    roles: { student: 'Students', tutor: 'Tutors' },
    searchLabel: 'Search customers',
    searchPlaceholder: 'Name, e-mail or phone',
    columns: {
      name: 'Full name',
      email: 'E-mail',
      phone: 'Phone',
      registrationDate: 'Registered',
      activeTutors: 'Active tutors',
      activeClients: 'Active students',
    },
    empty: { student: 'No students yet', tutor: 'No tutors yet' },
    emptyHint: 'Everyone who signs up will appear here.',
    nothingFound: 'Nobody found',
    nothingFoundHint: 'Check the query: we search by name, e-mail and phone.',
    loadError: 'Failed to load customers',
    pagination: 'Pages of the customers list',
  },
};

addTranslations({ ru: { manager: ru }, kk: { manager: kk }, en: { manager: en } });
