import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: {
    levelTestPrompt: {
      title: 'Узнай свой уровень',
      one: 'Пройди короткий тест по предмету «{{subject}}» — подскажем, с чего начать.',
      many: 'Не знаешь свой текущий результат? Пройди короткий тест — он заполнит его за тебя.',
      start: 'Пройти тест: {{subject}}',
    },
  },
  kk: {
    levelTestPrompt: {
      title: 'Деңгейіңді біл',
      one: '«{{subject}}» пәні бойынша қысқа тест тапсыр — неден бастау керегін айтамыз.',
      many: 'Қазіргі нәтижеңді білмейсің бе? Қысқа тест тапсыр — ол оны сен үшін толтырады.',
      start: 'Тест тапсыру: {{subject}}',
    },
  },
  en: {
    levelTestPrompt: {
      title: 'Find out your level',
      one: 'Take a short {{subject}} test — we will suggest where to start.',
      many: 'Not sure of your current result? Take a short test — it fills it in for you.',
      start: 'Take the test: {{subject}}',
    },
  },
});
