import { addTranslations } from '../../shared/i18n/i18n';

addTranslations({
  ru: {
    pwa: {
      offline: 'Нет соединения с интернетом. Показываем сохранённое.',
      updateAvailable: 'Доступна новая версия',
      update: 'Обновить',
    },
  },
  en: {
    pwa: {
      offline: 'No internet connection. Showing what was saved.',
      updateAvailable: 'A new version is available',
      update: 'Update',
    },
  },
  kk: {
    pwa: {
      offline: 'Интернет байланысы жоқ. Сақталғанын көрсетеміз.',
      updateAvailable: 'Жаңа нұсқа қолжетімді',
      update: 'Жаңарту',
    },
  },
});
