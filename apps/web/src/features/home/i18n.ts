import { addTranslations } from '../../shared/i18n/i18n';

addTranslations({
  ru: {
    home: {
      greeting: 'Привет, {{name}}!',
      greetingHint: 'Каждое занятие приближает тебя к высоким баллам. Продолжим?',
      balance: 'Твой баланс',
      balanceFailed: 'Не удалось загрузить баланс',
      closeBanner: 'Закрыть баннер',
      loyalty: {
        title: 'Программа лояльности',
        more: 'Мои награды и уровень',
        medals: 'Медали дают за успехи в учёбе: смотри уроки, решай домашки и поднимайся по уровням.',
        umcoins: 'Умкоины — внутренняя валюта платформы. Их начисляют за ежедневные задания и серию дней.',
      },
      today: {
        title: 'Уроки сегодня',
        empty: 'Сегодня уроков нет',
        emptyHint: 'Загляни в расписание, чтобы увидеть ближайшие занятия.',
        toSchedule: 'Расписание',
        loadError: 'Не удалось загрузить уроки',
      },
      staff: {
        title: 'Здравствуйте, {{name}}!',
        role: 'Вы вошли как: {{role}}',
        sections: 'Ваши разделы',
        noSections: 'Разделы для вашей роли появятся здесь, когда будут готовы.',
        waiting_one: 'Ждёт проверки: {{count}}',
        waiting_few: 'Ждут проверки: {{count}}',
        waiting_many: 'Ждут проверки: {{count}}',
        waiting_other: 'Ждут проверки: {{count}}',
      },
    },
  },
  kk: {
    home: {
      greeting: 'Сәлем, {{name}}!',
      greetingHint: 'Әр сабақ сені жоғары балдарға жақындатады. Жалғастырамыз ба?',
      balance: 'Сенің балансың',
      balanceFailed: 'Балансты жүктеу мүмкін болмады',
      closeBanner: 'Баннерді жабу',
      loyalty: {
        title: 'Адалдық бағдарламасы',
        more: 'Марапаттарым мен деңгейім',
        medals: 'Медальдар оқудағы жетістіктер үшін беріледі: сабақ көр, үй тапсырмасын орында, деңгейден деңгейге өт.',
        umcoins: 'Умкоиндер — платформаның ішкі валютасы. Олар белсенділік үшін беріледі және бонустарға жұмсалады.',
      },
      today: {
        title: 'Бүгінгі сабақтар',
        empty: 'Бүгін сабақ жоқ',
        emptyHint: 'Жақын сабақтарды көру үшін кестеге қара.',
        toSchedule: 'Кесте',
        loadError: 'Сабақтарды жүктеу мүмкін болмады',
      },
      staff: {
        title: 'Сәлеметсіз бе, {{name}}!',
        role: 'Сіз кірдіңіз: {{role}}',
        sections: 'Сіздің бөлімдеріңіз',
        noSections: 'Сіздің рөліңізге арналған бөлімдер дайын болғанда осында пайда болады.',
        waiting_one: 'Күтуде: {{count}}',
        waiting_other: 'Күтуде: {{count}}',
      },
    },
  },
  en: {
    home: {
      greeting: 'Hi, {{name}}!',
      greetingHint: 'Every lesson brings you closer to top scores. Shall we go on?',
      balance: 'Your balance',
      balanceFailed: 'Could not load the balance',
      closeBanner: 'Close the banner',
      loyalty: {
        title: 'Loyalty program',
        more: 'My rewards and level',
        medals: 'Medals are earned for progress: watch lessons, do homework and climb the levels.',
        umcoins: 'Umcoins are the platform currency. You earn them for activity and spend them on bonuses.',
      },
      today: {
        title: 'Lessons today',
        empty: 'No lessons today',
        emptyHint: 'Check the schedule to see your next lessons.',
        toSchedule: 'Schedule',
        loadError: 'Failed to load lessons',
      },
      staff: {
        title: 'Hello, {{name}}!',
        role: 'Signed in as: {{role}}',
        sections: 'Your sections',
        noSections: 'The sections of your role will appear here when they are ready.',
        waiting_one: '{{count}} waiting',
        waiting_other: '{{count}} waiting',
      },
    },
  },
});
