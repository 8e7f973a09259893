import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: {
    levelTestPrompt: {
      title: 'Узнай свой уровень',
      one: 'Пройди короткий тест по предмету «{{subject}}» — подскажем, с чего начать.',
      many: 'Не знаешь свой текущий результат? Пройди короткий тест — он заполнит его за тебя.',
      profileTitle: 'Уровень и розыгрыш',
      profileText: 'Тесты на уровень по предметам и розыгрыш квартиры для выпускников.',
      toTests: 'Тесты на уровень',
      toLottery: 'Розыгрыш квартиры',
      start: 'Пройти тест: {{subject}}',
    },
  },
  kk: {
    levelTestPrompt: {
      title: 'Деңгейіңді біл',
      one: '«{{subject}}» пәні бойынша қысқа тест тапсыр — неден бастау керегін айтамыз.',
      many: 'Қазіргі нәтижеңді білмейсің бе? Қысқа тест тапсыр — ол оны сен үшін толтырады.',
      profileTitle: 'Деңгей және ұтыс',
      profileText: 'Пәндер бойынша деңгей тесттері және түлектерге арналған пәтер ұтысы.',
      toTests: 'Деңгей тесттері',
      toLottery: 'Пәтер ұтысы',
      start: 'Тест тапсыру: {{subject}}',
    },
  },
  en: {
    levelTestPrompt: {
      title: 'Find out your level',
      one: 'Take a short {{subject}} test — we will suggest where to start.',
      many: 'Not sure of your current result? Take a short test — it fills it in for you.',
      profileTitle: 'Level and lottery',
      profileText: 'Placement tests per subject and the apartment lottery for graduates.',
      toTests: 'Placement tests',
      toLottery: 'Apartment lottery',
      start: 'Take the test: {{subject}}',
    },
  },
});
