import { addTranslations } from '../i18n/i18n';

/** The console's shared parts (issue 16): each area adds its own strings under `staff.<area>`. */
addTranslations({
  ru: {
    staff: {
      table: {
        failed: 'Не удалось загрузить список. Обнови страницу.',
        pagination: 'Страницы списка',
        first: 'Первая страница',
        previous: 'Предыдущая страница',
        next: 'Следующая страница',
        last: 'Последняя страница',
      },
    },
  },
  kk: {
    staff: {
      table: {
        failed: 'Тізім жүктелмеді. Бетті жаңарт.',
        pagination: 'Тізім беттері',
        first: 'Бірінші бет',
        previous: 'Алдыңғы бет',
        next: 'Келесі бет',
        last: 'Соңғы бет',
      },
    },
  },
  en: {
    staff: {
      table: {
        failed: 'Could not load the list. Reload the page.',
        pagination: 'List pages',
        first: 'First page',
        previous: 'Previous page',
        next: 'Next page',
        last: 'Last page',
      },
    },
  },
});
