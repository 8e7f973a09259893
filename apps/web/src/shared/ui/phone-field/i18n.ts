import { addTranslations } from '../../i18n/i18n';

addTranslations({
  ru: {
    phoneField: { phone: 'Телефон', country: 'Страна', countries: { ru: 'Россия', by: 'Беларусь', kz: 'Казахстан' } },
  },
  kk: { phoneField: { phone: 'Телефон', country: 'Ел', countries: { ru: 'Ресей', by: 'Беларусь', kz: 'Қазақстан' } } },
  en: {
    phoneField: { phone: 'Phone', country: 'Country', countries: { ru: 'Russia', by: 'Belarus', kz: 'Kazakhstan' } },
  },
});
