import { addTranslations } from '../i18n/i18n';

/** The console's shared parts (issue 16): each area adds its own strings under `staff.<area>`. */
addTranslations({
  ru: {
    staff: {
      courseTypes: {
        master_group: 'Мастер-группа',
        individual: 'Индивидуальные занятия',
        predbannik: 'Предбанник',
        flash: 'Флеш-курс',
        course: 'Курс',
        ruletka: 'Рулетка',
        olimpiada: 'Олимпиадная подготовка',
        middle: 'Средняя школа',
      },
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
      courseTypes: {
        master_group: 'Шебер-топ',
        individual: 'Жеке сабақтар',
        predbannik: 'Дайындық курсы',
        flash: 'Флеш-курс',
        course: 'Курс',
        ruletka: 'Рулетка',
        olimpiada: 'Олимпиадаға дайындық',
        middle: 'Орта мектеп',
      },
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
      courseTypes: {
        master_group: 'Master group',
        individual: 'Individual lessons',
        predbannik: 'Warm-up course',
        flash: 'Flash course',
        course: 'Course',
        ruletka: 'Roulette',
        olimpiada: 'Olympiad training',
        middle: 'Middle school',
      },
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
