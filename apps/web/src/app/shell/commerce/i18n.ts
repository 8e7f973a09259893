import { addTranslations } from '../../../shared/i18n/i18n';

addTranslations({
  ru: {
    headerPromo: {
      open: 'Ввести промокод',
      title: 'Есть промокод?',
      hint: 'Введи код: он откроет курсы или даст скидку на заказ.',
    },
  },
  kk: {
    headerPromo: {
      open: 'Промокод енгізу',
      title: 'Промокод бар ма?',
      hint: 'Кодты енгіз: ол курстарды ашады немесе тапсырысқа жеңілдік береді.',
    },
  },
  en: {
    headerPromo: {
      open: 'Enter a promo code',
      title: 'Have a promo code?',
      hint: 'Enter the code: it unlocks courses or gives a discount on the order.',
    },
  },
});
