import { addTranslations } from '../../i18n/i18n';

addTranslations({
  ru: { currency: { exp: 'Опыт', umcoins: 'Умкоины', medals: 'Медали', keys: 'Ключи', bonuses: 'Бонусы' } },
  kk: {
    currency: { exp: 'Тәжірибе', umcoins: 'Умкоиндер', medals: 'Медальдар', keys: 'Кілттер', bonuses: 'Бонустар' },
  },
  en: { currency: { exp: 'Experience', umcoins: 'Umcoins', medals: 'Medals', keys: 'Keys', bonuses: 'Bonuses' } },
});
