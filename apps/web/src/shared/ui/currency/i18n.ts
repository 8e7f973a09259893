import { addTranslations } from '../../i18n/i18n';

addTranslations({
  ru: { currency: { exp: 'Опыт', umcoins: 'Умкоины', medals: 'Медали', keys: 'Ключи' } },
  kk: { currency: { exp: 'Тәжірибе', umcoins: 'Умкоиндер', medals: 'Медальдар', keys: 'Кілттер' } },
  en: { currency: { exp: 'Experience', umcoins: 'Umcoins', medals: 'Medals', keys: 'Keys' } },
});
