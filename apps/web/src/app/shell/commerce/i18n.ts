import { addTranslations } from '../../../shared/i18n/i18n';

addTranslations({
  ru: {
    headerPromo: {
      open: 'Активировать промокод',
      title: 'Есть промокод?',
      hint: 'Введите его, чтобы открыть курсы, которые он дарит.',
      label: 'Промокод',
      placeholder: 'Например, SPRING2025',
      submit: 'Активировать',
      activated: 'Промокод активирован',
      activatedHint: 'Теперь вам доступны:',
      another: 'Ввести другой промокод',
    },
  },
  kk: {
    headerPromo: {
      open: 'Промокодты белсендіру',
      title: 'Промокод бар ма?',
      hint: 'Ол сыйлайтын курстарды ашу үшін енгізіңіз.',
      label: 'Промокод',
      placeholder: 'Мысалы, SPRING2025',
      submit: 'Белсендіру',
      activated: 'Промокод белсендірілді',
      activatedHint: 'Енді сізге қолжетімді:',
      another: 'Басқа промокод енгізу',
    },
  },
  en: {
    headerPromo: {
      open: 'Activate a promo code',
      title: 'Have a promo code?',
      hint: 'Enter it to unlock the courses it gives.',
      label: 'Promo code',
      placeholder: 'For example, SPRING2025',
      submit: 'Activate',
      activated: 'Promo code activated',
      activatedHint: 'Now available to you:',
      another: 'Enter another promo code',
    },
  },
});
