import { addTranslations } from '../../shared/i18n/i18n';

// Spec 3 §4 button texts are the keys ('leave the level', 'start again').
addTranslations({
  ru: {
    'leave the level': 'Остаться на уровне',
    'start again': 'Начать заново',
    startup: {
      later: 'Позже',
      personalData: {
        title: 'Согласие на обработку персональных данных',
        text: 'Чтобы учиться на платформе, нам нужно твоё согласие на обработку персональных данных: имени, контактов и результатов учёбы. Мы храним их по закону и не передаём посторонним.',
        policy: 'Политика обработки персональных данных',
        accept: 'Даю согласие',
        failed: 'Не удалось сохранить согласие. Попробуй ещё раз.',
      },
      phone: { title: 'Подтверди номер телефона' },
      social: { title: 'Подтверди аккаунт' },
      level: {
        title: 'Твой уровень понизился',
        text: 'После перерыва в занятиях уровень лояльности снизился. Можно остаться на новом уровне или начать прогресс прежнего уровня заново.',
      },
    },
  },
  kk: {
    'leave the level': 'Деңгейде қалу',
    'start again': 'Қайта бастау',
    startup: {
      later: 'Кейінірек',
      personalData: {
        title: 'Дербес деректерді өңдеуге келісім',
        text: 'Платформада оқу үшін дербес деректеріңді өңдеуге келісімің қажет.',
        policy: 'Дербес деректерді өңдеу саясаты',
        accept: 'Келісемін',
        failed: 'Келісім сақталмады. Қайталап көр.',
      },
      phone: { title: 'Телефон нөмірін раста' },
      social: { title: 'Аккаунтты раста' },
      level: {
        title: 'Деңгейің төмендеді',
        text: 'Жаңа деңгейде қалуға немесе бұрынғы деңгейдің прогресін қайта бастауға болады.',
      },
    },
  },
  en: {
    'leave the level': 'leave the level',
    'start again': 'start again',
    startup: {
      later: 'Later',
      personalData: {
        title: 'Consent to personal data processing',
        text: 'To study on the platform we need your consent to process your personal data.',
        policy: 'Personal data policy',
        accept: 'I agree',
        failed: 'Could not save the consent. Please try again.',
      },
      phone: { title: 'Confirm your phone' },
      social: { title: 'Confirm an account' },
      level: {
        title: 'Your level dropped',
        text: 'You can stay on the new level or start the progress of the previous level again.',
      },
    },
  },
});
