import { addTranslations } from '../../shared/i18n/i18n';

addTranslations({
  ru: {
    promoCodes: {
      lead: 'Промокод открывает курсы сразу или даёт скидку на заказ в корзине.',
      activatedTitle: 'Активированные промокоды',
      activatedOn: 'Активирован {{date}}',
    },
  },
  kk: {
    promoCodes: {
      lead: 'Промокод курстарды бірден ашады немесе себеттегі тапсырысқа жеңілдік береді.',
      activatedTitle: 'Белсендірілген промокодтар',
      activatedOn: 'Белсендірілді: {{date}}',
    },
  },
  en: {
    promoCodes: {
      lead: 'A promo code unlocks courses at once or gives a discount on the order in the cart.',
      activatedTitle: 'Activated promo codes',
      activatedOn: 'Activated {{date}}',
    },
  },
});
